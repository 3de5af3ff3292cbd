/**
 * The inbox core's storage port on Firestore through firebase-admin: transactions are Firestore
 * transactions (retried by the SDK on contention), Dates are written as Timestamps and read back
 * as Dates, counts are aggregation queries.
 */
import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import type { DocumentFields, InboxStore } from './inbox-store.js';

/** Firestore's Timestamps as Dates, at any depth, so the core sees plain values only. */
function plainValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(plainValue);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return plainFields(value as DocumentFields);
  }
  return value;
}

function plainFields(data: DocumentFields): DocumentFields {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, plainValue(value)]));
}

export function firestoreInboxStore(db: Firestore): InboxStore {
  return {
    transaction: (work) =>
      db.runTransaction((transaction) =>
        work({
          async get(collection, id) {
            const snapshot = await transaction.get(db.collection(collection).doc(id));
            return snapshot.exists ? plainFields(snapshot.data() ?? {}) : null;
          },
          set(collection, id, data) {
            transaction.set(db.collection(collection).doc(id), data);
          },
          delete(collection, id) {
            transaction.delete(db.collection(collection).doc(id));
          },
        }),
      ),

    async query(collection, { where, orderBy, limit }) {
      let query: Query = db.collection(collection);
      if (where) query = query.where(where.field, '==', where.equals);
      query = query.orderBy(orderBy.field, orderBy.direction);
      if (limit !== undefined) query = query.limit(limit);
      const snapshot = await query.get();
      return snapshot.docs.map((document) => ({ id: document.id, data: plainFields(document.data()) }));
    },

    async count(collection, where) {
      let query: Query = db.collection(collection);
      if (where) query = query.where(where.field, '==', where.equals);
      const snapshot = await query.count().get();
      return snapshot.data().count;
    },
  };
}
