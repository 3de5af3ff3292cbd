/**
 * The inbox core's storage port (functions/src/inbox-store.ts) over the mock backend's document
 * store, so mock mode keeps sign-ups, messages, mails and rate-limit counters where the mock
 * Firestore keeps everything (the local services' data folder). A transaction reads the current
 * documents and commits its writes at once with Firestore's preconditions on what it read (the
 * update time, or that the document still does not exist); when another call changed one in
 * between, it runs again, as Firestore's SDKs retry a contended transaction.
 */
import type { DocumentFields, InboxStore } from '../../functions/src/inbox-callables';
import { FirestoreError } from './firestore-errors';
import type { DocumentStore, DocumentWrite, Precondition, StoredDocument } from './firestore-store';
import { compareValues, fromFields, toFields, valuesEqual, type Value } from './firestore-values';

const MAX_ATTEMPTS = 5;
const CONTENDED = new Set(['FAILED_PRECONDITION', 'ALREADY_EXISTS', 'NOT_FOUND']);

/** The documents directly in a root collection. */
function documentsOf(store: DocumentStore, collection: string): StoredDocument[] {
  return store.documents().filter((document) => {
    const [collectionId, id, ...deeper] = document.path.split('/');
    return collectionId === collection && id !== undefined && deeper.length === 0;
  });
}

const idOf = (document: StoredDocument) => document.path.split('/')[1] ?? '';

export function documentInboxStore(store: DocumentStore): InboxStore {
  return {
    async transaction(work) {
      for (let attempt = 1; ; attempt += 1) {
        const reads = new Map<string, Precondition>();
        // null: deleted.
        const writes = new Map<string, DocumentFields | null>();
        const result = await work({
          async get(collection, id) {
            const path = `${collection}/${id}`;
            const document = store.get(path);
            reads.set(path, document ? { updateTime: document.updateTime } : { exists: false });
            return document ? fromFields(document.fields) : null;
          },
          set(collection, id, data) {
            writes.set(`${collection}/${id}`, data);
          },
          delete(collection, id) {
            writes.set(`${collection}/${id}`, null);
          },
        });
        if (writes.size === 0) return result;
        const commit: DocumentWrite[] = [...writes].map(([path, data]) => {
          const precondition = reads.has(path) ? { precondition: reads.get(path) } : {};
          return data === null
            ? { kind: 'delete', path, ...precondition }
            : { kind: 'update', path, fields: toFields(data), ...precondition };
        });
        try {
          store.commit(commit);
          return result;
        } catch (error) {
          const contended = error instanceof FirestoreError && CONTENDED.has(error.status);
          if (!contended || attempt >= MAX_ATTEMPTS) throw error;
        }
      }
    },

    async query(collection, { where, orderBy, limit }) {
      const wanted: Value | undefined = where ? { stringValue: where.equals } : undefined;
      const found = documentsOf(store, collection)
        .filter((document) => {
          const value = where ? document.fields[where.field] : undefined;
          return !wanted || (value !== undefined && valuesEqual(value, wanted));
        })
        // As in Firestore, a document without the ordering field is not in the result.
        .filter((document) => document.fields[orderBy.field] !== undefined)
        .sort((a, b) => {
          const order = compareValues(a.fields[orderBy.field] as Value, b.fields[orderBy.field] as Value);
          return (orderBy.direction === 'asc' ? order : -order) || (idOf(a) < idOf(b) ? -1 : 1);
        });
      return (limit === undefined ? found : found.slice(0, limit)).map((document) => ({
        id: idOf(document),
        data: fromFields(document.fields),
      }));
    },

    async count(collection, where) {
      return documentsOf(store, collection).filter((document) => {
        if (!where) return true;
        const value = document.fields[where.field];
        return value !== undefined && valuesEqual(value, { stringValue: where.equals });
      }).length;
    },
  };
}
