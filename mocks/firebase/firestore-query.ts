/**
 * Runs a Firestore `structuredQuery` (REST v1) over stored documents: `from` (one collection, or a
 * collection group), `where` (firestore-filters.ts), `orderBy` with Firestore's implicit orderings,
 * cursors, `offset`, `limit` and `select`.
 */
import { compareValues, getField, setField, type Fields, type Value } from './firestore-values';
import { FirestoreError, type StoredDocument } from './firestore-errors';
import {
  enumName,
  fieldOf,
  inequalityFields,
  matches,
  NAME_FIELD,
  type FieldReference,
  type Filter,
  type QueryContext,
} from './firestore-filters';

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

// google-gax sends the direction as a number too.
const directions: Record<number, string> = { 1: 'ASCENDING', 2: 'DESCENDING' };

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
