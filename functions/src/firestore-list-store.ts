import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ListStore } from './ingest/index.js';

/** Firestore's limit of writes in one batch. */
export const MAX_BATCH_WRITES = 500;
/** Ids looked up per batchGet: keeps each request and its answer small. */
const MAX_IDS_PER_READ = 100;

/** The community lists in Firestore, one collection per list, one document per item id. */
export function firestoreListStore(db: Firestore): ListStore {
  return {
    async existingIds(list, ids) {
      const existing = new Set<string>();
      for (const chunk of chunksOf(ids, MAX_IDS_PER_READ)) {
        const snapshots = await db.getAll(...chunk.map((id) => db.collection(list).doc(id)));
        for (const snapshot of snapshots) if (snapshot.exists) existing.add(snapshot.id);
      }
      return existing;
    },

    async addAll(list, items, now) {
      const createdAt = Timestamp.fromDate(now);
      for (const chunk of chunksOf(items, MAX_BATCH_WRITES)) {
        const batch = db.batch();
        // `create` fails rather than overwrite: an item another refresh stored meanwhile is kept as is.
        for (const { id, data } of chunk)
          batch.create(db.collection(list).doc(id), { ...data, created_at: createdAt });
        await batch.commit();
      }
    },
  };
}

function chunksOf<Item>(items: readonly Item[], size: number): Item[][] {
  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
