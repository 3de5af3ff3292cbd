import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ListStore } from './ingest/index.js';

/** Ids looked up per batchGet: keeps each request and its answer small. */
const MAX_IDS_PER_READ = 100;
/** gRPC's ALREADY_EXISTS, the answer to creating a document that exists. */
const ALREADY_EXISTS = 6;

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
      // Each item is its own create (BulkWriter batches them): one that another refresh stored
      // meanwhile is refused alone and kept as is, where a batch would be refused whole (and its
      // commit retried until it times out, since Firestore's REST answer reads as "aborted").
      const writer = db.bulkWriter();
      const outcomes = items.map(({ id, data }) =>
        writer.create(db.collection(list).doc(id), { ...data, created_at: createdAt }).then(
          () => true,
          (error: unknown) => {
            if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
            throw error;
          },
        ),
      );
      await writer.close();
      return (await Promise.all(outcomes)).filter(Boolean).length;
    },
  };
}

function chunksOf<Item>(items: readonly Item[], size: number): Item[][] {
  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
