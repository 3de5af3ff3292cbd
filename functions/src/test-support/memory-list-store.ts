import type { ListName, ListStore, StoredItem } from '../ingest/index.js';

export interface StoredDocument {
  data: StoredItem;
  createdAt: Date;
}

/** A ListStore in memory that remembers every write, for tests of the ingest core. */
export function memoryListStore() {
  const lists = new Map<ListName, Map<string, StoredDocument>>();
  const listOf = (list: ListName) => {
    let documents = lists.get(list);
    if (!documents) lists.set(list, (documents = new Map()));
    return documents;
  };
  const writes: Array<{ list: ListName; ids: string[] }> = [];
  const store: ListStore = {
    async existingIds(list, ids) {
      const documents = listOf(list);
      return new Set(ids.filter((id) => documents.has(id)));
    },
    async addAll(list, items, now) {
      const documents = listOf(list);
      const created = items.filter(({ id }) => !documents.has(id));
      for (const { id, data } of created) documents.set(id, { data, createdAt: now });
      if (created.length > 0) writes.push({ list, ids: created.map((item) => item.id) });
      return created.length;
    },
  };
  return {
    store,
    writes,
    documents: (list: ListName) => [...listOf(list).entries()].map(([id, document]) => ({ id, ...document })),
  };
}
