/**
 * The shapes the ingest core speaks. They are the contract between the Cloud Functions, the mock
 * backend (which runs this same core in the browser) and Firestore's community lists.
 */

export type ListName = 'health_events' | 'caregiver_resources' | 'support_groups';

export type FeedFormat = 'ical' | 'rss' | 'json';

/** One feed an editor configured in Sanity (`communityFeed`). */
export interface FeedSource {
  title: string;
  list: ListName;
  region: string;
  url: string;
  format: FeedFormat;
}

/** A list document's fields except `created_at`, which the store adds when it writes. */
export type StoredItem = Record<string, string>;

export interface ListStore {
  /** Which of these document ids already exist in the list. */
  existingIds(list: ListName, ids: string[]): Promise<Set<string>>;
  /**
   * Creates these documents, each with created_at = now, and answers how many it created. One that
   * exists by then (another refresh stored it meanwhile) is kept as it is, never overwritten.
   */
  addAll(list: ListName, items: Array<{ id: string; data: StoredItem }>, now: Date): Promise<number>;
}

export interface IngestDeps {
  /** Normally `fetchFeedText`; tests and the mock backend pass their own. */
  fetchText(url: string): Promise<string>;
  store: ListStore;
  now(): Date;
  log?(message: string, detail?: unknown): void;
}

export interface RefreshReport {
  /** Items this run wrote to the list. */
  added: number;
  /** Valid items read from the feeds, each counted once. */
  found: number;
  /** Items dropped because they had no title or no stable key. */
  invalid: number;
  /** Titles of the sources that could not be fetched or parsed. */
  failedSources: string[];
}

/**
 * What a parser reads from one feed entry, before any cleaning. Fields stay as the feed wrote them
 * (HTML and all); `normalise.ts` decides what is kept.
 */
export interface RawFeedItem {
  /** The entry's own identity: iCal UID, RSS guid, Atom id or JSON Feed id. */
  id?: string;
  title?: string;
  /** Plain text or HTML. */
  description?: string;
  link?: string;
  /** ISO 8601 date or date-time of the event itself (never a publication date). */
  startsAt?: string;
  location?: string;
  categories: string[];
  /** The store's `_community` extension of JSON Feed items. */
  community?: Record<string, unknown>;
}
