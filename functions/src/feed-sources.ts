import { FEEDS_QUERY, type FeedFormat, type FeedSource, type ListName } from './ingest/index.js';

const API_VERSION = 'v2025-02-19';
const FORMATS: readonly FeedFormat[] = ['ical', 'rss', 'json'];
const QUERY_TIMEOUT_MS = 10_000;

export interface SanityConfig {
  projectId: string;
  dataset: string;
  /** Origin replacing https://<projectId>.apicdn.sanity.io (another Sanity host, or a test server). */
  apiHost?: string;
}

/** Thrown when the feed sources cannot be read; the refresh fails as a whole then. */
export class FeedSourcesError extends Error {
  override name = 'FeedSourcesError';
}

/**
 * The enabled feeds of a list, as editors keep them in Sanity (`communityFeed`), read from the
 * public dataset through the HTTP query API: no token, no client library needed for one query.
 * Documents of the wrong shape are left out and reported through `onInvalid`.
 */
export async function loadFeedSources(
  list: ListName,
  config: SanityConfig,
  options: { fetch?: typeof fetch; onInvalid?: (document: unknown) => void } = {},
): Promise<FeedSource[]> {
  const { fetch: fetchImpl = globalThis.fetch, onInvalid = () => {} } = options;
  if (!config.projectId) throw new FeedSourcesError('SANITY_PROJECT_ID is not set.');
  if (!config.dataset) throw new FeedSourcesError('SANITY_DATASET is not set.');
  const origin = config.apiHost?.replace(/\/+$/, '') || `https://${config.projectId}.apicdn.sanity.io`;
  const url = new URL(`${origin}/${API_VERSION}/data/query/${encodeURIComponent(config.dataset)}`);
  url.searchParams.set('query', FEEDS_QUERY);
  url.searchParams.set('$list', JSON.stringify(list));

  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(QUERY_TIMEOUT_MS) });
  } catch (error) {
    throw new FeedSourcesError(`Sanity could not be reached: ${String(error)}`, { cause: error });
  }
  if (!response.ok) throw new FeedSourcesError(`Sanity answered HTTP ${response.status} to the feeds query.`);
  const body = (await response.json().catch(() => undefined)) as { result?: unknown } | undefined;
  if (!body || !Array.isArray(body.result))
    throw new FeedSourcesError('Sanity sent no result for the feeds query.');

  return body.result.flatMap((document: unknown) => {
    const source = asFeedSource(document, list);
    if (!source) onInvalid(document);
    return source ? [source] : [];
  });
}

function asFeedSource(document: unknown, list: ListName): FeedSource | undefined {
  if (typeof document !== 'object' || document === null) return undefined;
  const { title, region, url, format } = document as Record<string, unknown>;
  if (typeof title !== 'string' || typeof region !== 'string' || typeof url !== 'string') return undefined;
  if (!FORMATS.includes(format as FeedFormat) || (document as { list?: unknown }).list !== list)
    return undefined;
  return { title, list, region, url, format: format as FeedFormat };
}
