import type { DocumentFields, InboxStore } from '../inbox-store.js';

/**
 * An InboxStore in memory for tests of the inbox core: documents by "collection/id", each
 * transaction's writes applied only when its work succeeds, and every committed write recorded.
 */
export function memoryInboxStore() {
  const documents = new Map<string, DocumentFields>();
  const writes: string[] = [];
  const compare = (a: unknown, b: unknown) => {
    const [x, y] = [a instanceof Date ? a.getTime() : a, b instanceof Date ? b.getTime() : b];
    return x === y ? 0 : (x as number) < (y as number) ? -1 : 1;
  };
  const inCollection = (collection: string) =>
    [...documents.entries()]
      .filter(([path]) => path.startsWith(`${collection}/`))
      .map(([path, data]) => ({ id: path.slice(collection.length + 1), data: structuredClone(data) }));

  const store: InboxStore = {
    async transaction(work) {
      // null: deleted.
      const pending = new Map<string, DocumentFields | null>();
      const result = await work({
        async get(collection, id) {
          const found = documents.get(`${collection}/${id}`);
          return found ? structuredClone(found) : null;
        },
        set(collection, id, data) {
          pending.set(`${collection}/${id}`, structuredClone(data));
        },
        delete(collection, id) {
          pending.set(`${collection}/${id}`, null);
        },
      });
      for (const [path, data] of pending) {
        if (data) documents.set(path, data);
        else documents.delete(path);
        writes.push(path);
      }
      return result;
    },
    async query(collection, { where, orderBy, limit }) {
      const found = inCollection(collection)
        .filter(({ data }) => !where || data[where.field] === where.equals)
        .sort((a, b) => {
          const order = compare(a.data[orderBy.field], b.data[orderBy.field]);
          return orderBy.direction === 'asc' ? order : -order;
        });
      return limit === undefined ? found : found.slice(0, limit);
    },
    async count(collection, where) {
      return inCollection(collection).filter(({ data }) => !where || data[where.field] === where.equals)
        .length;
    },
  };

  return {
    store,
    writes,
    documents: (collection: string) => inCollection(collection),
    get: (collection: string, id: string) => documents.get(`${collection}/${id}`),
    put: (collection: string, id: string, data: DocumentFields) =>
      documents.set(`${collection}/${id}`, structuredClone(data)),
  };
}
