// @vitest-environment node
/** The document store's query and commit semantics, table by table, as Firestore defines them. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Filter } from './firestore-filters';
import type { StructuredQuery } from './firestore-query';
import { DocumentStore, memoryTable } from './firestore-store';
import { toFields, type Value } from './firestore-values';

const root = 'projects/p/databases/(default)/documents';
let store: DocumentStore;

function put(path: string, data: Record<string, unknown>) {
  store.commit([{ kind: 'update', path, fields: toFields(data) }]);
}

const ids = (query: StructuredQuery, parent = '') =>
  store.query(query, { root, parent }).map((document) => document.path.split('/').pop());

const field = (fieldPath: string) => ({ fieldPath });
const where = (fieldPath: string, op: string, value: unknown): Filter => ({
  fieldFilter: { field: field(fieldPath), op, value: toFields({ value }).value as Value },
});

beforeEach(() => {
  store = new DocumentStore(memoryTable());
  put('groups/a', { name: 'Alpha', size: 5, tags: ['virtual', 'diabetes'], region: 'Georgia' });
  put('groups/b', { name: 'Bravo', size: 12, tags: ['in person'], region: 'New York' });
  put('groups/c', { name: 'Charlie', size: 8.5, region: 'Georgia', note: null });
  put('groups/d', { name: 'Delta', region: 'Connecticut' });
  put('groups/a/members/m1', { name: 'Member' });
  put('other/x', { name: 'Elsewhere', size: 1 });
});

describe('queries', () => {
  it.each<[string, StructuredQuery, (string | undefined)[]]>([
    ['all of a collection, by name', { from: [{ collectionId: 'groups' }] }, ['a', 'b', 'c', 'd']],
    [
      'ordered by a field, leaving out documents without it',
      { from: [{ collectionId: 'groups' }], orderBy: [{ field: field('size'), direction: 'DESCENDING' }] },
      ['b', 'c', 'a'],
    ],
    [
      'numeric enums (google-gax) and a {value} limit',
      {
        from: [{ collectionId: 'groups' }],
        orderBy: [{ field: field('size'), direction: 2 }],
        limit: { value: 2 },
      },
      ['b', 'c'],
    ],
    [
      'equality',
      { from: [{ collectionId: 'groups' }], where: where('region', 'EQUAL', 'Georgia') },
      ['a', 'c'],
    ],
    [
      'range, numbers only',
      { from: [{ collectionId: 'groups' }], where: where('size', 'GREATER_THAN', 6) },
      ['c', 'b'],
    ],
    [
      'in',
      { from: [{ collectionId: 'groups' }], where: where('name', 'IN', ['Bravo', 'Delta']) },
      ['b', 'd'],
    ],
    [
      'array-contains',
      { from: [{ collectionId: 'groups' }], where: where('tags', 'ARRAY_CONTAINS', 'virtual') },
      ['a'],
    ],
    [
      'and',
      {
        from: [{ collectionId: 'groups' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [where('region', 'EQUAL', 'Georgia'), where('size', 'LESS_THAN', 6)],
          },
        },
      },
      ['a'],
    ],
    [
      'is null',
      { from: [{ collectionId: 'groups' }], where: { unaryFilter: { op: 'IS_NULL', field: field('note') } } },
      ['c'],
    ],
    [
      'cursors and offset',
      {
        from: [{ collectionId: 'groups' }],
        orderBy: [{ field: field('name'), direction: 'ASCENDING' }],
        startAt: { values: [{ stringValue: 'Bravo' }], before: false },
        offset: 1,
      },
      ['d'],
    ],
  ])('%s', (_name, query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('queries a subcollection under its parent, and collection groups everywhere', () => {
    expect(ids({ from: [{ collectionId: 'members' }] }, 'groups/a')).toEqual(['m1']);
    expect(ids({ from: [{ collectionId: 'members' }] })).toEqual([]);
    expect(ids({ from: [{ collectionId: 'members', allDescendants: true }] })).toEqual(['m1']);
  });

  it('returns only the selected fields', () => {
    const [first] = store.query(
      { from: [{ collectionId: 'groups' }], select: { fields: [field('name')] }, limit: 1 },
      { root, parent: '' },
    );
    expect(first?.fields).toEqual({ name: { stringValue: 'Alpha' } });
  });
});

describe('commits', () => {
  it('keeps createTime, moves updateTime, and applies update masks and transforms', () => {
    const before = store.get('groups/a');
    const { writeResults } = store.commit([
      {
        kind: 'update',
        path: 'groups/a',
        fields: toFields({ name: 'Alpha Circle', details: { day: 'Monday' } }),
        mask: ['name', 'details.day', 'region'],
        transforms: [
          { fieldPath: 'size', increment: { integerValue: '2' } },
          {
            fieldPath: 'tags',
            appendMissingElements: { values: [{ stringValue: 'virtual' }, { stringValue: 'new' }] },
          },
        ],
      },
    ]);
    const after = store.get('groups/a');
    expect(after?.createTime).toBe(before?.createTime);
    expect(after?.updateTime).not.toBe(before?.updateTime);
    expect(writeResults[0]?.updateTime).toBe(after?.updateTime);
    expect(after?.fields).toEqual(
      toFields({
        name: 'Alpha Circle',
        size: 7,
        tags: ['virtual', 'diabetes', 'new'],
        details: { day: 'Monday' },
      }),
    );
  });

  it('is all or nothing, with Firestore’s preconditions', () => {
    const stale = store.get('groups/b')?.updateTime;
    put('groups/b', { name: 'Bravo 2' });
    expect(() =>
      store.commit([
        { kind: 'delete', path: 'groups/a' },
        { kind: 'update', path: 'groups/b', fields: {}, precondition: { updateTime: stale } },
      ]),
    ).toThrow(expect.objectContaining({ status: 'FAILED_PRECONDITION' }));
    expect(store.get('groups/a')).not.toBeNull();
    expect(() =>
      store.commit([{ kind: 'update', path: 'groups/a', fields: {}, precondition: { exists: false } }]),
    ).toThrow(expect.objectContaining({ status: 'ALREADY_EXISTS', httpStatus: 409 }));
    expect(() =>
      store.commit([{ kind: 'update', path: 'groups/z', fields: {}, precondition: { exists: true } }]),
    ).toThrow(expect.objectContaining({ status: 'NOT_FOUND', httpStatus: 404 }));
  });
});
