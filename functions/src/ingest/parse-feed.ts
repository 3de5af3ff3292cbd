import { FeedError } from './feed-error.js';
import { parseICal } from './parse-ical.js';
import { parseJsonFeed } from './parse-json-feed.js';
import { parseRss } from './parse-rss.js';
import type { FeedFormat, RawFeedItem } from './types.js';

const parsers: Record<FeedFormat, (text: string) => RawFeedItem[]> = {
  ical: parseICal,
  rss: parseRss,
  json: parseJsonFeed,
};

/** The entries of a feed in the format its editor chose. Throws `FeedError` when it is not one. */
export function parseFeed(format: FeedFormat, text: string): RawFeedItem[] {
  // Formats come from editors' documents, so an unknown one is a bad source, not a crash.
  const parse = Object.hasOwn(parsers, format) ? parsers[format] : undefined;
  if (!parse) throw new FeedError(`Unknown feed format ${JSON.stringify(format)}.`);
  return parse(text);
}
