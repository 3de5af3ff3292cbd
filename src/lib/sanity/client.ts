import type { SanityClient } from '@sanity/client';
import { env, localServicesOrigin } from '../../config/env';

let client: Promise<SanityClient> | undefined;

/**
 * The client that reads the public dataset through the API CDN: published documents only, never
 * drafts. Its code (~28 KB gzip with rxjs) loads on the first query, not with the page: a
 * prerendered page arrives with its content and needs no query to show it.
 */
export function sanityClient(): Promise<SanityClient> {
  client ??= import('@sanity/client').then(
    ({ createClient }) =>
      createClient({
        projectId: env.sanity.projectId,
        dataset: env.sanity.dataset,
        apiVersion: env.sanity.apiVersion,
        useCdn: env.sanity.useCdn,
        // In mock mode the local services answer at the Content Lake's paths on their own origin.
        ...(env.mode === 'mock' && { apiHost: localServicesOrigin(), useProjectHostname: false }),
        perspective: 'published',
        // React Query is the one place that retries (src/app/query-client.ts): the client's own
        // five retries on top of it made one query into twelve requests while Sanity answered 429.
        maxRetries: 0,
      }),
    (error: unknown) => {
      // Offline for a moment: let the next query try to load it again.
      client = undefined;
      throw error;
    },
  );
  return client;
}
