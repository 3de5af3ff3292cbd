/**
 * A Firestore query's `where` (REST v1): field, unary and composite filters, over a document's
 * fields or its name (`__name__`), with Firestore's comparisons and type classes.
 */
import {
  arrayItems,
  compareValues,
  getField,
  isNaNValue,
  isNullValue,
  sameTypeClass,
  valuesEqual,
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

export function enumName(value: string | number | undefined, names: Record<number, string>): string {
  return typeof value === 'number' ? (names[value] ?? String(value)) : (value ?? '');
}

export const NAME_FIELD = '__name__';
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

export function fieldOf(document: StoredDocument, path: string, context: QueryContext): Value | undefined {
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

export function matches(document: StoredDocument, filter: Filter, context: QueryContext): boolean {
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

export function inequalityFields(filter: Filter | undefined): string[] {
  if (!filter) return [];
  if (filter.compositeFilter) return filter.compositeFilter.filters.flatMap(inequalityFields);
  if (filter.fieldFilter && inequalityOperators.has(enumName(filter.fieldFilter.op, fieldOperators))) {
    return [filter.fieldFilter.field.fieldPath];
  }
  return [];
}
