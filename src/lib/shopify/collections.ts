/**
 * Collections: one per condition and learn topic (by the numeric ids the content refers to), and
 * the `bestsellers` and `bundles` collections by handle.
 */
import type { Collection } from '../../domain/commerce';
import { shopifyFetch } from './client';
import { notFoundError } from './errors';
import { CollectionDocument } from './generated/graphql';
import { PAGE_SIZE } from './products';
import { reshapeCollection } from './reshape';

/** `gid://shopify/Collection/<id>` for a numeric collection id such as "264242954334". */
export function collectionIdFor(collectionId: string): string | null {
  const trimmed = collectionId.trim();
  return /^\d+$/.test(trimmed) ? `gid://shopify/Collection/${trimmed}` : null;
}

async function fetchCollectionBy(
  variables: { id: string } | { handle: string },
  signal?: AbortSignal,
): Promise<Collection> {
  const data = await shopifyFetch(
    CollectionDocument,
    { ...variables, first: PAGE_SIZE },
    'collection',
    signal,
  );
  if (!data?.collection) throw notFoundError('collection');
  return reshapeCollection(data.collection);
}

/** A collection and its products by numeric id; `not-found` for an id the shop does not have. */
export function fetchCollection(collectionId: string, signal?: AbortSignal): Promise<Collection> {
  const id = collectionIdFor(collectionId);
  if (!id) return Promise.reject(notFoundError('collection'));
  return fetchCollectionBy({ id }, signal);
}

export function fetchCollectionByHandle(handle: string, signal?: AbortSignal): Promise<Collection> {
  return fetchCollectionBy({ handle }, signal);
}
