/**
 * Runs a Firestore `structuredQuery` (REST v1) over stored documents: `from` (one collection, or a
 * collection group), `where` (field, unary and composite filters), `orderBy` with Firestore's
 * implicit orderings, cursors, `offset`, `limit` and `select`.
 */
import {
  arrayItems,
  compareValues,
  getField,
  isNaNValue,
  isNullValue,
  sameTypeClass,
  setField,
  valuesEqual,
  type Fields,
  type Value,
} from './firestore-values';
import { FirestoreError, type StoredDocument } from './firestore-errors';

export interface FieldReference {
  fieldPath: string;
}

export interface Filter {
  compositeFilter?: { op: string | number; filters: Filter[] };
  fieldFilter?: { field: FieldReference; op: string | number; value: Value };
  unaryFilter?: { op: string | number; field: FieldReference };
}

export interface Order {
  field: FieldReference;
  direction?: string | number;
}

export interface Cursor {
  values?: Value[];
  before?: boolean;
}

export interface StructuredQuery {
  select?: { fields?: FieldReference[] };
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  limit?: number | { value?: number };
}

// google-gax (firebase-admin's REST transport) sends enums as numbers.
const fieldOperators: Record<number, string> = {
  1: 'LESS_THAN',
  2: 'LESS_THAN_OR_EQUAL',
  3: 'GREATER_THAN',
  4: 'GREATER_THAN_OR_EQUAL',
  5: 'EQUAL',
  6: 'NOT_EQUAL',
  7: 'ARRAY_CONTAINS',
  8: 'IN',
  9: 'ARRAY_CONTAINS_ANY',
  10: 'NOT_IN',
};
const unaryOperators: Record<number, string> = {
  2: 'IS_NAN',
  3: 'IS_NULL',
  4: 'IS_NOT_NAN',
  5: 'IS_NOT_NULL',
};
const compositeOperators: Record<number, string> = { 1: 'AND', 2: 'OR' };
const directions: Record<number, string> = { 1: 'ASCENDING', 2: 'DESCENDING' };

function enumName(value: string | number | undefined, names: Record<number, string>): string {
  return typeof value === 'number' ? (names[value] ?? String(value)) : (value ?? '');
}

const NAME_FIELD = '__name__';
const inequalityOperators = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
]);

export interface QueryContext {
  /** `projects/p/databases/d/documents`: names of documents are this plus their path. */
  root: string;
  /** The parent the query runs under: '' for the database root, else a document path. */
  parent: string;
}

function fieldOf(document: StoredDocument, path: string, context: QueryContext): Value | undefined {
  if (path === NAME_FIELD) return { referenceValue: `${context.root}/${document.path}` };
  return getField(document.fields, path);
}

function matchesFieldFilter(field: Value | undefined, op: string, value: Value): boolean {
  if (field === undefined) return false;
  switch (op) {
    case 'EQUAL':
      return valuesEqual(field, value);
    case 'NOT_EQUAL':
      return !isNullValue(field) && !valuesEqual(field, value);
    case 'LESS_THAN':
      return sameTypeClass(field, value) && compareValues(field, value) < 0;
    case 'LESS_THAN_OR_EQUAL':
      return sameTypeClass(field, value) && compareValues(field, value) <= 0;
    case 'GREATER_THAN':
      return sameTypeClass(field, value) && compareValues(field, value) > 0;
    case 'GREATER_THAN_OR_EQUAL':
      return sameTypeClass(field, value) && compareValues(field, value) >= 0;
    case 'ARRAY_CONTAINS':
      return 'arrayValue' in field && arrayItems(field).some((item) => valuesEqual(item, value));
    case 'IN':
      return arrayItems(value).some((candidate) => valuesEqual(field, candidate));
    case 'ARRAY_CONTAINS_ANY':
      return (
        'arrayValue' in field &&
        arrayItems(field).some((item) => arrayItems(value).some((candidate) => valuesEqual(item, candidate)))
      );
    case 'NOT_IN':
      return !isNullValue(field) && !arrayItems(value).some((candidate) => valuesEqual(field, candidate));
    default:
      throw new FirestoreError('INVALID_ARGUMENT', `Unsupported field filter operator: ${op}`);
  }
}

function matches(document: StoredDocument, filter: Filter, context: QueryContext): boolean {
  if (filter.compositeFilter) {
    const op = enumName(filter.compositeFilter.op, compositeOperators);
    const results = filter.compositeFilter.filters.map((child) => matches(document, child, context));
    if (op === 'AND') return results.every(Boolean);
    if (op === 'OR') return results.some(Boolean);
    throw new FirestoreError('INVALID_ARGUMENT', `Unsupported composite filter operator: ${op}`);
  }
  if (filter.fieldFilter) {
    const { field, op, value } = filter.fieldFilter;
    return matchesFieldFilter(
      fieldOf(document, field.fieldPath, context),
      enumName(op, fieldOperators),
      value,
    );
  }
  if (filter.unaryFilter) {
    const value = fieldOf(document, filter.unaryFilter.field.fieldPath, context);
    if (value === undefined) return false;
    switch (enumName(filter.unaryFilter.op, unaryOperators)) {
      case 'IS_NULL':
        return isNullValue(value);
      case 'IS_NOT_NULL':
        return !isNullValue(value);
      case 'IS_NAN':
        return isNaNValue(value);
      case 'IS_NOT_NAN':
        return !isNaNValue(value) && !isNullValue(value);
      default:
        throw new FirestoreError(
          'INVALID_ARGUMENT',
          `Unsupported unary filter: ${String(filter.unaryFilter.op)}`,
        );
    }
  }
  return true;
}

function inequalityFields(filter: Filter | undefined): string[] {
  if (!filter) return [];
  if (filter.compositeFilter) return filter.compositeFilter.filters.flatMap(inequalityFields);
  if (filter.fieldFilter && inequalityOperators.has(enumName(filter.fieldFilter.op, fieldOperators))) {
    return [filter.fieldFilter.field.fieldPath];
  }
  return [];
}

interface ResolvedOrder {
  path: string;
  descending: boolean;
}

/** The explicit orders, then inequality fields, then `__name__`, as Firestore orders results. */
function resolveOrders(query: StructuredQuery): ResolvedOrder[] {
  const orders: ResolvedOrder[] = (query.orderBy ?? []).map((order) => ({
    path: order.field.fieldPath,
    descending: enumName(order.direction, directions) === 'DESCENDING',
  }));
  for (const path of inequalityFields(query.where)) {
    if (!orders.some((order) => order.path === path)) orders.push({ path, descending: false });
  }
  if (!orders.some((order) => order.path === NAME_FIELD)) {
    orders.push({ path: NAME_FIELD, descending: orders[orders.length - 1]?.descending ?? false });
  }
  return orders;
}

function inCollection(
  document: StoredDocument,
  collectionId: string,
  allDescendants: boolean,
  parent: string,
) {
  const segments = document.path.split('/');
  if (segments[segments.length - 2] !== collectionId) return false;
  const collectionParent = segments.slice(0, -2).join('/');
  if (!allDescendants) return collectionParent === parent;
  return parent === '' || collectionParent === parent || collectionParent.startsWith(`${parent}/`);
}

function compareAt(
  document: StoredDocument,
  cursor: Value[],
  orders: ResolvedOrder[],
  context: QueryContext,
): number {
  for (let index = 0; index < cursor.length && index < orders.length; index += 1) {
    const order = orders[index] as ResolvedOrder;
    let position = cursor[index] as Value;
    // A cursor on __name__ may be a bare document id relative to the queried collection.
    if (
      order.path === NAME_FIELD &&
      'referenceValue' in position &&
      !String(position.referenceValue).includes('/')
    ) {
      position = { referenceValue: `${context.root}/${String(position.referenceValue)}` };
    }
    const value = fieldOf(document, order.path, context) ?? { nullValue: null };
    const comparison = compareValues(value, position);
    if (comparison !== 0) return order.descending ? -comparison : comparison;
  }
  return 0;
}

function projection(fields: Fields, select: StructuredQuery['select']): Fields {
  const paths = select?.fields?.map((field) => field.fieldPath) ?? [];
  if (!select || paths.length === 0) return select ? {} : fields;
  const projected: Fields = {};
  for (const path of paths) {
    if (path === NAME_FIELD) continue;
    const value = getField(fields, path);
    if (value !== undefined) setField(projected, path, value);
  }
  return projected;
}

export function limitOf(query: StructuredQuery): number | undefined {
  if (query.limit === undefined || query.limit === null) return undefined;
  return typeof query.limit === 'number' ? query.limit : query.limit.value;
}

/** The documents the query returns, in order, with only the selected fields. */
export function runStructuredQuery(
  documents: Iterable<StoredDocument>,
  query: StructuredQuery,
  context: QueryContext,
): StoredDocument[] {
  const [from, ...more] = query.from ?? [];
  if (!from?.collectionId || more.length > 0) {
    throw new FirestoreError('INVALID_ARGUMENT', 'A query needs exactly one collection in `from`.');
  }
  const orders = resolveOrders(query);
  const candidates = [...documents].filter(
    (document) =>
      inCollection(document, from.collectionId as string, Boolean(from.allDescendants), context.parent) &&
      (!query.where || matches(document, query.where, context)) &&
      // Ordering by a field leaves out the documents that lack it.
      orders.every((order) => fieldOf(document, order.path, context) !== undefined),
  );
  candidates.sort((a, b) => {
    for (const order of orders) {
      const comparison = compareValues(
        fieldOf(a, order.path, context) as Value,
        fieldOf(b, order.path, context) as Value,
      );
      if (comparison !== 0) return order.descending ? -comparison : comparison;
    }
    return 0;
  });
  let results = candidates;
  if (query.startAt?.values?.length) {
    const { values, before } = query.startAt;
    results = results.filter((document) => {
      const position = compareAt(document, values, orders, context);
      return before ? position >= 0 : position > 0;
    });
  }
  if (query.endAt?.values?.length) {
    const { values, before } = query.endAt;
    results = results.filter((document) => {
      const position = compareAt(document, values, orders, context);
      return before ? position < 0 : position <= 0;
    });
  }
  const offset = Number(query.offset ?? 0);
  const limit = limitOf(query);
  results = results.slice(offset, limit === undefined ? undefined : offset + limit);
  return results.map((document) => ({ ...document, fields: projection(document.fields, query.select) }));
}
