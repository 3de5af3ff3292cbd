import { createClient } from '@sanity/client';
import { env } from '../../config/env';

/** Reads the public dataset through the API CDN; published documents only, never drafts. */
export const sanityClient = createClient({
  projectId: env.sanity.projectId,
  dataset: env.sanity.dataset,
  apiVersion: env.sanity.apiVersion,
  useCdn: env.sanity.useCdn,
  perspective: 'published',
});
