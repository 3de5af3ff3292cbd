/**
 * Checks that seed documents (the NDJSON an editor imports with `sanity dataset import`) fit the
 * content model: every document type, field and array member is one the schema declares, values
 * have the declared JSON type, array objects carry unique `_key`s and references lead somewhere.
 * Each problem names the document and the path of the field, so a seed author can fix it at once.
 */

/** The parts of a compiled Sanity schema type this check reads. */
export interface CompiledType {
  name: string;
  jsonType: string;
  type?: CompiledType;
  fields?: { name: string; type: CompiledType }[];
  of?: CompiledType[];
  to?: CompiledType[];
}

export interface CompiledSchema {
  get(name: string): CompiledType | undefined;
  getTypeNames(): string[];
}

export interface SeedDocument {
  /** Where the document comes from, for messages (e.g. `content.ndjson:12`). */
  source: string;
  value: Record<string, unknown>;
}

/** Keys Sanity and its importer own; the seed may carry them anywhere. */
const SYSTEM_KEYS = new Set([
  '_id',
  '_type',
  '_key',
  '_ref',
  '_weak',
  '_rev',
  '_createdAt',
  '_updatedAt',
  '_sanityAsset',
  '_strengthenOnPublish',
]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The type's own name and the names of the types it extends (e.g. callout → object). */
function typeNames(type: CompiledType): string[] {
  const names: string[] = [];
  for (let current: CompiledType | undefined = type; current; current = current.type)
    names.push(current.name);
  return names;
}

function describeJson(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function publishedId(id: string): string {
  return id.replace(/^drafts\./, '');
}

interface Context {
  report: (path: string, message: string) => void;
  references: { path: string; ref: string; allowed: string[] }[];
}

function checkArray(items: unknown[], type: CompiledType, path: string, context: Context): void {
  const members = type.of ?? [];
  const keys = new Set<string>();
  items.forEach((item, index) => {
    if (!isPlainObject(item)) {
      const member = members.find((candidate) => candidate.jsonType === typeof item);
      if (member) checkValue(item, member, `${path}[${index}]`, context);
      else context.report(`${path}[${index}]`, `${describeJson(item)} is not allowed in this list`);
      return;
    }
    const key = item._key;
    const itemPath = typeof key === 'string' ? `${path}[_key=="${key}"]` : `${path}[${index}]`;
    if (typeof key !== 'string' || key === '') context.report(itemPath, 'list item has no _key');
    else if (keys.has(key)) context.report(itemPath, `_key "${key}" is used twice in this list`);
    else keys.add(key);

    const objectMembers = members.filter((candidate) => candidate.jsonType === 'object');
    const typeName = item._type;
    let member: CompiledType | undefined;
    if (typeof typeName === 'string') {
      member = objectMembers.find((candidate) => candidate.name === typeName);
      if (!member) {
        const allowed = objectMembers.map((candidate) => candidate.name).join(', ') || 'none';
        context.report(itemPath, `_type "${typeName}" is not allowed here (allowed: ${allowed})`);
        return;
      }
    } else if (objectMembers.length === 1) {
      // The Studio reads an untyped item of a single-type list as that type.
      member = objectMembers[0];
    } else {
      context.report(itemPath, 'list item needs a _type, this list holds several kinds of items');
      return;
    }
    if (member) checkObject(item, member, itemPath, context);
  });
}

function checkObject(
  value: Record<string, unknown>,
  type: CompiledType,
  path: string,
  context: Context,
): void {
  const names = typeNames(type);
  if (typeof value._type === 'string' && !names.includes(value._type)) {
    context.report(path, `_type "${value._type}" should be "${type.name}"`);
  }
  if (names.includes('reference') && typeof value._ref === 'string') {
    context.references.push({ path, ref: value._ref, allowed: (type.to ?? []).map((target) => target.name) });
  }
  const fields = new Map((type.fields ?? []).map((field) => [field.name, field.type]));
  for (const [key, child] of Object.entries(value)) {
    if (SYSTEM_KEYS.has(key)) continue;
    const fieldPath = path ? `${path}.${key}` : key;
    const fieldType = fields.get(key);
    if (!fieldType) {
      const owner = type.name === 'object' ? 'this object' : type.name;
      context.report(fieldPath, `"${key}" is not a field of ${owner}`);
      continue;
    }
    checkValue(child, fieldType, fieldPath, context);
  }
}

function checkValue(value: unknown, type: CompiledType, path: string, context: Context): void {
  if (value === null || value === undefined) return;
  switch (type.jsonType) {
    case 'object':
      if (isPlainObject(value)) checkObject(value, type, path, context);
      else context.report(path, `expected an object (${type.name}), found ${describeJson(value)}`);
      return;
    case 'array':
      if (Array.isArray(value)) checkArray(value, type, path, context);
      else context.report(path, `expected a list, found ${describeJson(value)}`);
      return;
    default:
      if (typeof value !== type.jsonType) {
        context.report(path, `expected a ${type.jsonType} (${type.name}), found ${describeJson(value)}`);
      }
  }
}

/** Every way the seed does not fit the schema, as "source id (type) path: problem" lines. */
export function seedProblems(
  documents: readonly SeedDocument[],
  schema: CompiledSchema,
  singletonTypes: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const documentTypes = new Set(
    schema
      .getTypeNames()
      .filter((name) => !name.startsWith('sanity.') && schema.get(name)?.type?.name === 'document'),
  );
  const typeById = new Map<string, string>();
  for (const { value } of documents) {
    if (typeof value._id === 'string' && typeof value._type === 'string')
      typeById.set(value._id, value._type);
  }

  for (const { source, value } of documents) {
    const id = typeof value._id === 'string' ? value._id : '(no _id)';
    const typeName = typeof value._type === 'string' ? value._type : undefined;
    const label = `${source} ${id} (${typeName ?? 'no _type'})`;
    const report = (path: string, message: string) =>
      problems.push(`${label}${path ? ` ${path}` : ''}: ${message}`);
    if (typeof value._id !== 'string' || value._id === '') report('', 'document has no _id');
    const type = typeName === undefined ? undefined : schema.get(typeName);
    if (!typeName || !type || !documentTypes.has(typeName)) {
      report('', `_type ${typeName ? `"${typeName}"` : '(missing)'} is not a document type of the schema`);
      continue;
    }
    if (singletonTypes.has(typeName) && publishedId(id) !== typeName) {
      report('', `a ${typeName} is a singleton, its _id must be "${typeName}"`);
    }
    const context: Context = { report, references: [] };
    checkObject(value, type, '', context);
    for (const { path, ref, allowed } of context.references) {
      const target = typeById.get(ref);
      if (!target) report(path, `refers to "${ref}", which is not in the seed`);
      else if (allowed.length > 0 && !allowed.includes(target)) {
        report(path, `refers to a ${target}, but only ${allowed.join(', ')} may be referenced here`);
      }
    }
  }
  return problems;
}
