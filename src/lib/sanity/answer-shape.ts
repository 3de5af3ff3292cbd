/**
 * The shape a GROQ query answers, as Sanity TypeGen computes it from the Studio schema and the query
 * (groq-js `typeEvaluate`), in the compact form `npm run typegen` writes into
 * `answer-shapes.generated.ts`. The store checks every answer against it, so content that lacks a
 * required field fails with the field named instead of rendering half a page.
 */
export type Shape =
  | 'string'
  | 'number'
  | 'boolean'
  | 'null'
  /** Anything: TypeGen could not tell. */
  | 'unknown'
  | { readonly oneOf: readonly (string | number | boolean)[] }
  | { readonly arrayOf: Shape }
  /** Only the attributes listed are checked; others are let through. */
  | { readonly object: { readonly [attribute: string]: Shape } }
  | { readonly anyOf: readonly Shape[] }
  /** A shape named in `NamedShapes`: a schema type, or a shape several queries share. */
  | { readonly ref: string };

export type NamedShapes = { readonly [name: string]: Shape };

/**
 * The key of a query's shape in answer-shapes.generated.ts: a hash (32-bit FNV-1a) of its GROQ
 * text, so that looking a shape up does not download every query's text a second time.
 */
export function answerShapeKey(query: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < query.length; index++) {
    hash = Math.imul(hash ^ query.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Why an attribute's value is refused beyond its shape, or undefined when it is fine. */
export type AttributeCheck = (value: unknown) => string | undefined;

export interface ShapeProblem {
  path: (string | number)[];
  message: string;
}

interface Context {
  named: NamedShapes;
  /** Checks by attribute name, run on every non-null value of that name that has its shape. */
  attributeChecks: { readonly [attribute: string]: AttributeCheck };
}

function received(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function problemAt(
  value: unknown,
  shape: Shape,
  path: (string | number)[],
  context: Context,
): ShapeProblem | undefined {
  const expected = (what: string) => ({ path, message: `expected ${what}, received ${received(value)}` });
  if (typeof shape === 'string') {
    if (shape === 'unknown') return undefined;
    if (shape === 'null') return value === null || value === undefined ? undefined : expected('null');
    return typeof value === shape ? undefined : expected(shape);
  }
  if ('ref' in shape) {
    const named = context.named[shape.ref];
    if (!named) throw new Error(`No shape is named ${shape.ref}`);
    return problemAt(value, named, path, context);
  }
  if ('oneOf' in shape) {
    if (shape.oneOf.some((allowed) => allowed === value)) return undefined;
    return {
      path,
      message: `expected one of the allowed values, received ${JSON.stringify(value) ?? 'null'}`,
    };
  }
  if ('arrayOf' in shape) {
    if (!Array.isArray(value)) return expected('array');
    for (const [index, item] of value.entries()) {
      const problem = problemAt(item, shape.arrayOf, [...path, index], context);
      if (problem) return problem;
    }
    return undefined;
  }
  if ('object' in shape) {
    if (!isRecord(value)) return expected('object');
    for (const [name, attributeShape] of Object.entries(shape.object)) {
      const attribute = value[name];
      const problem =
        problemAt(attribute, attributeShape, [...path, name], context) ??
        attributeProblem(attribute, name, path, context);
      if (problem) return problem;
    }
    return undefined;
  }
  // A union: the answer fits one member. When none fits, the member that matched deepest says why.
  let closest: ShapeProblem | undefined;
  for (const member of shape.anyOf) {
    const problem = problemAt(value, member, path, context);
    if (!problem) return undefined;
    if (!closest || problem.path.length > closest.path.length) closest = problem;
  }
  return closest ?? expected('nothing');
}

function attributeProblem(
  value: unknown,
  name: string,
  path: (string | number)[],
  context: Context,
): ShapeProblem | undefined {
  const check = context.attributeChecks[name];
  const message = check && value !== null && value !== undefined ? check(value) : undefined;
  return message ? { path: [...path, name], message } : undefined;
}

/**
 * The first place where `value` does not have `shape` (an absent attribute counts as null), with
 * `attributeChecks` run on the attributes of those names; undefined when the whole value fits.
 */
export function shapeProblem(
  value: unknown,
  shape: Shape,
  named: NamedShapes = {},
  attributeChecks: Context['attributeChecks'] = {},
): ShapeProblem | undefined {
  return problemAt(value, shape, [], { named, attributeChecks });
}
