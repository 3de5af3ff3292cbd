/**
 * The ingest core of the community lists: fetch editors' feeds, parse, normalise, de-duplicate and
 * store. Pure TypeScript with no Firebase or Node imports, so the Cloud Functions and the mock
 * backend in the browser run the same code.
 */
import type { ListName } from './types.js';

export type {
  FeedFormat,
  FeedSource,
  IngestDeps,
  ListName,
  ListStore,
  RawFeedItem,
  RefreshReport,
  StoredItem,
} from './types.js';
export { FeedError } from './feed-error.js';
export { fetchFeedText, feedUrlProblem, DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS } from './fetch-feed.js';
export type { FetchFeedOptions } from './fetch-feed.js';
export { FEEDS_QUERY } from './feeds-query.js';
export { itemId } from './item-id.js';
export { parseFeed } from './parse-feed.js';
export { normaliseItem } from './normalise.js';
export { refreshList, MAX_ITEMS_PER_SOURCE } from './refresh-list.js';

export const listNames: readonly ListName[] = ['health_events', 'caregiver_resources', 'support_groups'];
