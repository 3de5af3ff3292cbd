import { feedUrlProblem } from './fetch-feed.js';
import { FeedError } from './feed-error.js';
import { itemId } from './item-id.js';
import { normaliseItem } from './normalise.js';
import { parseFeed } from './parse-feed.js';
import type { FeedSource, IngestDeps, ListName, RefreshReport, StoredItem } from './types.js';

/** A feed with more entries than this is an archive, not a list of what is on now; the rest waits. */
export const MAX_ITEMS_PER_SOURCE = 200;
/** Feeds are fetched a few at a time: quick overall, gentle on the function's memory and sockets. */
const SOURCE_CONCURRENCY = 4;

type SourceOutcome = { items: StoredItem[]; invalid: number } | { error: string };

/**
 * Brings one community list up to date with its feeds and writes only items it has not stored
 * before, so running it twice over the same feeds adds nothing the second time; two runs at the
 * same moment store each item once (the store keeps what the other stored first). A source that
 * fails (bad address, timeout, too big, not a feed) is skipped and named in the report; the
 * others still count. Store errors are not caught: the caller reports the refresh as failed.
 */
export async function refreshList(
  list: ListName,
  sources: FeedSource[],
  deps: IngestDeps,
): Promise<RefreshReport> {
  const log = deps.log ?? (() => {});
  const outcomes = await mapLimited(sources, SOURCE_CONCURRENCY, (source) => readSource(list, source, deps));

  const failedSources: string[] = [];
  let invalid = 0;
  const candidates = new Map<string, StoredItem>();
  for (const [index, outcome] of outcomes.entries()) {
    const source = sources[index] as FeedSource;
    if ('error' in outcome) {
      failedSources.push(source.title);
      log(`Skipped feed "${source.title}": ${outcome.error}`, { url: source.url, format: source.format });
      continue;
    }
    invalid += outcome.invalid;
    for (const item of outcome.items) {
      const id = await itemId(item.source_key as string);
      // The first copy wins when feeds repeat an item within one run.
      if (!candidates.has(id)) candidates.set(id, item);
    }
  }

  const ids = [...candidates.keys()];
  const existing = ids.length > 0 ? await deps.store.existingIds(list, ids) : new Set<string>();
  const fresh = ids
    .filter((id) => !existing.has(id))
    .map((id) => ({ id, data: candidates.get(id) as StoredItem }));
  const added = fresh.length > 0 ? await deps.store.addAll(list, fresh, deps.now()) : 0;
  return { added, found: ids.length, invalid, failedSources };
}

async function readSource(list: ListName, source: FeedSource, deps: IngestDeps): Promise<SourceOutcome> {
  try {
    if (source.list !== list) throw new FeedError(`it belongs to the list ${source.list}, not ${list}`);
    // Checked here as well as in fetchFeedText, whatever fetcher the caller passes.
    const problem = feedUrlProblem(source.url);
    if (problem) throw new FeedError(`refused address: ${problem}`);
    const text = await deps.fetchText(source.url);
    const entries = parseFeed(source.format, text).slice(0, MAX_ITEMS_PER_SOURCE);
    const items: StoredItem[] = [];
    for (const entry of entries) {
      const item = normaliseItem(list, entry, source);
      if (item) items.push(item);
    }
    return { items, invalid: entries.length - items.length };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** `Promise.all(items.map(work))` with at most `limit` pieces of work running at once, in order. */
async function mapLimited<Item, Result>(
  items: readonly Item[],
  limit: number,
  work: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array<Result>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
