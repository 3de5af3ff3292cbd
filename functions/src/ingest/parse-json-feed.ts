import { FeedError } from './feed-error.js';
import type { RawFeedItem } from './types.js';

/**
 * Reads a JSON Feed (https://jsonfeed.org/version/1.1). Each item may carry the store's `_community`
 * extension object for what JSON Feed has no field for (resource_type, location, contact_info,
 * condition_focus, meeting_format, meeting_schedule, event_type, event_date); extensions start
 * with "_" by the JSON Feed spec, so other readers ignore it.
 */
export function parseJsonFeed(text: string): RawFeedItem[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new FeedError(`Not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (
    !isObject(document) ||
    typeof document.version !== 'string' ||
    !document.version.startsWith('https://jsonfeed.org/version/1')
  ) {
    throw new FeedError('Not a JSON Feed: "version" must be https://jsonfeed.org/version/1.1.');
  }
  if (!Array.isArray(document.items)) throw new FeedError('Not a JSON Feed: "items" must be a list.');
  return document.items.filter(isObject).map(readItem);
}

function readItem(item: Record<string, unknown>): RawFeedItem {
  const community = isObject(item._community) ? item._community : undefined;
  return {
    // JSON Feed 1.0 allowed numeric ids; 1.1 says to read them as strings.
    id: typeof item.id === 'number' ? String(item.id) : stringOr(item.id),
    title: stringOr(item.title),
    description: stringOr(item.content_text) ?? stringOr(item.summary) ?? stringOr(item.content_html),
    link: stringOr(item.url) ?? stringOr(item.external_url),
    startsAt: stringOr(community?.event_date),
    location: stringOr(community?.location),
    categories: Array.isArray(item.tags)
      ? item.tags.filter((tag): tag is string => typeof tag === 'string')
      : [],
    community,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
