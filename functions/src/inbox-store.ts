/**
 * The storage port of the newsletter, back-in-stock, contact, admin inbox and reviews cores: the few things it asks of a
 * document database. Firestore (through firebase-admin, `firestore-inbox-store.ts`) and the mock
 * backend's document store (`mocks/firebase/inbox-document-store.ts`) both implement it, so the
 * very same core runs in the Functions and, in mock mode, in the browser.
 *
 * Field values are plain JavaScript: strings, numbers, booleans, null, maps, and Dates where
 * Firestore keeps a timestamp.
 */

export type DocumentFields = Record<string, unknown>;

export interface FoundDocument {
  id: string;
  data: DocumentFields;
}

/**
 * The reads and writes of one transaction. As in Firestore, every read comes before the first
 * write; the writes apply together when the work succeeds, and none of them when it throws.
 */
export interface StoreTransaction {
  get(collection: string, id: string): Promise<DocumentFields | null>;
  /** Creates or replaces the whole document. */
  set(collection: string, id: string, data: DocumentFields): void;
  /** Deletes the document (nothing when there is none). */
  delete(collection: string, id: string): void;
}

export interface FieldEquals {
  field: string;
  equals: string;
}

export interface DocumentQuery {
  where?: FieldEquals;
  orderBy: { field: string; direction: 'asc' | 'desc' };
  limit?: number;
}

export interface InboxStore {
  /**
   * Runs `work` as one transaction. It may run `work` again when another writer changed what it
   * read, so `work` must do nothing but read and write through the transaction.
   */
  transaction<Result>(work: (transaction: StoreTransaction) => Promise<Result>): Promise<Result>;
  query(collection: string, query: DocumentQuery): Promise<FoundDocument[]>;
  /** How many documents the collection holds (those whose field equals, with `where`). */
  count(collection: string, where?: FieldEquals): Promise<number>;
}

/** The collections the core writes (closed to browsers in firestore.rules). */
export const inboxCollections = {
  subscribers: 'newsletter_subscribers',
  contactMessages: 'contact_messages',
  backInStockRequests: 'back_in_stock_requests',
  mail: 'mail',
  rateLimits: 'rate_limits',
} as const;
