/**
 * The content's types, generated from the Studio schema (`schemas/`) and the GROQ queries
 * (`src/lib/sanity/queries/*.ts`) by Sanity TypeGen, the way `sanity schema extract
 * --enforce-required-fields` and `sanity typegen generate` do it:
 *
 * - `studio/schema.json`: the schema extracted (a field the Studio requires is never null);
 * - `src/domain/content.generated.ts`: TypeGen's types, `<Name>QueryResult` for each query;
 * - `src/lib/sanity/answer-shapes.generated.ts`: the same result types as data, which the store
 *   checks each answer against (`src/lib/sanity/answer-shape.ts`).
 *
 * `npm run typegen` writes them (scripts/typegen.ts); a unit test fails when they are stale.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { findQueriesInPath, safeParseQuery, TypeGenerator, type ExtractedModule } from '@sanity/codegen';
import { extractSchema } from '@sanity/schema/_internal';
import { typeEvaluate, type SchemaType, type TypeNode } from 'groq-js';
import { format, resolveConfig } from 'prettier';
import { compileContentModel } from '../schemas/compiled-schema';
import { answerShapeKey, type Shape } from '../src/lib/sanity/answer-shape';

const root = resolve(import.meta.dirname, '..');

export const generatedFiles = {
  schema: 'studio/schema.json',
  types: 'src/domain/content.generated.ts',
  shapes: 'src/lib/sanity/answer-shapes.generated.ts',
} as const;

const queryFiles = 'src/lib/sanity/queries/*.ts';

/** Repeated parts of the shapes at least this long (as JSON) are written once and referred to. */
const SHARED_SHAPE_MIN_LENGTH = 100;

async function formatted(path: keyof typeof generatedFiles, content: string): Promise<string> {
  const filepath = resolve(root, generatedFiles[path]);
  return format(content, { ...(await resolveConfig(filepath)), filepath });
}

const require = createRequire(import.meta.url);

/**
 * Finds the module a query imports a piece from (`./groq`): a TypeScript file, which Node's own
 * resolution does not look for unless a loader taught it to (the CLI registers Babel for that).
 */
const resolveQueryImport = Object.assign(
  (request: string) => {
    try {
      return require.resolve(request);
    } catch {
      return require.resolve(`${request}.ts`);
    }
  },
  { paths: require.resolve.paths },
);

/** The GROQ queries (`defineQuery`) of the query modules, as TypeGen finds them. */
async function findQueries(): Promise<ExtractedModule[]> {
  const { queries } = findQueriesInPath({ path: resolve(root, queryFiles), resolver: resolveQueryImport });
  const modules: ExtractedModule[] = [];
  for await (const module of queries) {
    if (module.errors.length > 0) throw new AggregateError(module.errors, `Cannot read ${module.filename}`);
    modules.push(module);
  }
  return modules;
}

function isNever(shape: Shape): boolean {
  return typeof shape === 'object' && 'anyOf' in shape && shape.anyOf.length === 0;
}

/** One shape for the union of `members`, without repeats or members another one already allows. */
function union(members: Shape[]): Shape {
  const flat = members.flatMap((member) =>
    typeof member === 'object' && 'anyOf' in member ? member.anyOf : [member],
  );
  if (flat.includes('unknown')) return 'unknown';
  const hasArray = flat.some(
    (member) => typeof member === 'object' && 'arrayOf' in member && !isNever(member.arrayOf),
  );
  const literals = flat
    .flatMap((member) => (typeof member === 'object' && 'oneOf' in member ? member.oneOf : []))
    .filter((value, index, all) => all.indexOf(value) === index && !flat.includes(typeof value as Shape));
  const seen = new Set<string>();
  const kept = flat.filter((member) => {
    if (typeof member === 'object' && 'oneOf' in member) return false;
    if (typeof member === 'object' && 'arrayOf' in member && isNever(member.arrayOf) && hasArray)
      return false;
    const key = JSON.stringify(member);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const all = literals.length > 0 ? [{ oneOf: literals }, ...kept] : kept;
  return all.length === 1 && all[0] ? all[0] : { anyOf: all };
}

/** The shape of a groq-js type; schema types it names are added to `referenced`. */
function shapeOf(node: TypeNode, referenced: Set<string>): Shape {
  switch (node.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return node.value === undefined ? node.type : { oneOf: [node.value] };
    case 'null':
    case 'unknown':
      return node.type;
    case 'array':
      return { arrayOf: shapeOf(node.of, referenced) };
    case 'union':
      return union(node.of.map((member) => shapeOf(member, referenced)));
    case 'inline':
      referenced.add(node.name);
      return { ref: node.name };
    case 'object': {
      if (node.rest?.type === 'inline') {
        throw new Error(`An object that takes the attributes of ${node.rest.name} has no shape yet`);
      }
      // The rest of an array item's attributes: its `_key`.
      const rest = node.rest?.type === 'object' ? node.rest.attributes : {};
      const attributes = Object.entries({ ...node.attributes, ...rest }).map(([name, attribute]) => {
        const shape = shapeOf(attribute.value, referenced);
        return [name, attribute.optional ? union([shape, 'null']) : shape] as const;
      });
      return { object: Object.fromEntries(attributes) };
    }
  }
}

/** The schema types the shapes refer to, and those they refer to in turn. */
function schemaShapes(schema: SchemaType, referenced: Set<string>): Record<string, Shape> {
  const named: Record<string, Shape> = {};
  for (const name of referenced) {
    const type = schema.find((each) => each.name === name);
    if (!type) throw new Error(`The schema has no type ${name}`);
    named[name] = shapeOf(
      type.type === 'type' ? type.value : { type: 'object', attributes: type.attributes },
      referenced,
    );
  }
  return Object.fromEntries(Object.entries(named).sort(([a], [b]) => a.localeCompare(b)));
}

/** Each part of `shape` (itself included) with the attribute it is found at (`name[]`: an item). */
function* partsOf(shape: Shape, name: string): Generator<[Shape, string]> {
  yield [shape, name];
  if (typeof shape !== 'object') return;
  if ('arrayOf' in shape) yield* partsOf(shape.arrayOf, `${name}[]`);
  if ('object' in shape) {
    for (const [attribute, part] of Object.entries(shape.object)) yield* partsOf(part, attribute);
  }
  if ('anyOf' in shape) for (const member of shape.anyOf) yield* partsOf(member, name);
}

/** `shape` with each part that is `part` (as JSON) replaced by `by`. */
function replacing(shape: Shape, part: string, by: Shape): Shape {
  if (JSON.stringify(shape) === part) return by;
  if (typeof shape !== 'object') return shape;
  if ('arrayOf' in shape) return { arrayOf: replacing(shape.arrayOf, part, by) };
  if ('anyOf' in shape) return { anyOf: shape.anyOf.map((member) => replacing(member, part, by)) };
  if ('object' in shape) {
    const attributes = Object.entries(shape.object).map(([name, each]) => [name, replacing(each, part, by)]);
    return { object: Object.fromEntries(attributes) };
  }
  return shape;
}

const eachValue = (record: Record<string, Shape>, change: (shape: Shape) => Shape) =>
  Object.fromEntries(Object.entries(record).map(([key, shape]) => [key, change(shape)]));

/**
 * Writes each repeated part of the shapes (an icon name, an image, a condition card) once, among
 * the named shapes, named after the attribute it was first found at; the largest first.
 */
function shareRepeatedParts(
  shapes: Record<string, Shape>,
  named: Record<string, Shape>,
): { shapes: Record<string, Shape>; named: Record<string, Shape> } {
  const found = new Map<string, { count: number; foundAt: string }>();
  const roots: [Shape, string][] = [
    ...Object.entries(named).map(([name, shape]): [Shape, string] => [shape, name]),
    ...Object.values(shapes).map((shape): [Shape, string] => [shape, 'answer']),
  ];
  for (const [root, rootName] of roots) {
    for (const [part, foundAt] of partsOf(root, rootName)) {
      const key = JSON.stringify(part);
      if (part === named[rootName] || typeof part !== 'object' || key.length < SHARED_SHAPE_MIN_LENGTH)
        continue;
      found.set(key, {
        count: (found.get(key)?.count ?? 0) + 1,
        foundAt: found.get(key)?.foundAt ?? foundAt,
      });
    }
  }
  const [largest] = [...found].filter(([, { count }]) => count > 1).sort(([a], [b]) => b.length - a.length);
  if (!largest) return { shapes, named };
  const [key, { foundAt }] = largest;
  let name = foundAt;
  for (let suffix = 2; name in named; suffix++) name = `${foundAt}${suffix}`;
  const ref = { ref: name };
  return shareRepeatedParts(
    eachValue(shapes, (shape) => replacing(shape, key, ref)),
    {
      ...eachValue(named, (shape) => replacing(shape, key, ref)),
      [name]: JSON.parse(key) as Shape,
    },
  );
}

/** The extracted schema, TypeGen's types and the answer shapes, as `npm run typegen` writes them. */
export async function generateContentTypes(): Promise<Record<keyof typeof generatedFiles, string>> {
  const schema = extractSchema(compileContentModel() as never, { enforceRequiredFields: true });
  const modules = await findQueries();

  const { code } = await new TypeGenerator().generateTypes({
    schema,
    schemaPath: resolve(root, generatedFiles.schema),
    root,
    overloadClientMethods: false,
    queries: (async function* () {
      yield* modules;
    })(),
  });

  const referenced = new Set<string>();
  const shapes: Record<string, Shape> = {};
  const queryNames = new Map<string, string>();
  for (const { query, variable } of modules.flatMap((module) => module.queries)) {
    const key = answerShapeKey(query);
    const other = queryNames.get(key);
    if (other) throw new Error(`${variable.id.name} and ${other} have the same key: change one of them`);
    queryNames.set(key, variable.id.name);
    shapes[key] = shapeOf(typeEvaluate(safeParseQuery(query), schema), referenced);
  }
  const shared = shareRepeatedParts(shapes, schemaShapes(schema, referenced));
  const answerShapes = Object.entries(shared.shapes).map(
    ([key, shape]) => `// ${queryNames.get(key)}\n${JSON.stringify(key)}: ${JSON.stringify(shape)},`,
  );

  return {
    schema: await formatted('schema', JSON.stringify(schema)),
    types: await formatted(
      'types',
      `/**
 * Generated by Sanity TypeGen (\`npm run typegen\`, scripts/content-typegen.ts) from the Studio
 * schema and the GROQ queries of src/lib/sanity/queries: do not edit. src/domain/types.ts names
 * the results the store uses.
 */
${code}`,
    ),
    shapes: await formatted(
      'shapes',
      `/**
 * Generated by \`npm run typegen\` (scripts/content-typegen.ts): the shape of each query's answer,
 * as Sanity TypeGen computes it from the Studio schema, by the key of its GROQ text. Do not edit.
 */
import type { NamedShapes, Shape } from './answer-shape';

export const namedShapes: NamedShapes = ${JSON.stringify(shared.named)};

export const answerShapes: { readonly [queryKey: string]: Shape } = {
${answerShapes.join('\n')}
};
`,
    ),
  };
}
