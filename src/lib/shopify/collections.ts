/**
 * Collections: one per condition and learn topic (by the numeric ids the content refers to), and
 * the `bestsellers` and `bundles` collections by handle.
 */
import type { Collection } from '../../domain/commerce';
import { shopifyFetch } from './client';
import { notFoundError } from './errors';
import { CollectionDocument, CollectionHandlesDocument, CollectionPagesDocument } from './generated/graphql';
import { PAGE_SIZE } from './products';
import { reshapeCollection } from './reshape-catalogue';

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

/**
 * The handles of collections known by their numeric ids (as content refers to them), keyed by id:
 * the links to their pages. Ids the shop does not have are left out.
 */
export async function fetchCollectionHandles(
  collectionIds: readonly string[],
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  const ids = collectionIds.flatMap((collectionId) => collectionIdFor(collectionId) ?? []);
  if (ids.length === 0) return {};
  const data = await shopifyFetch(CollectionHandlesDocument, { ids }, 'collection', signal);
  const handles: Record<string, string> = {};
  for (const node of data?.nodes ?? []) {
    if (node && 'handle' in node && typeof node.handle === 'string') {
      handles[node.id.replace('gid://shopify/Collection/', '')] = node.handle;
    }
  }
  return handles;
}

/** The handle of every collection of the shop (each has a page). */
export async function fetchCollectionPageHandles(signal?: AbortSignal): Promise<string[]> {
  const data = await shopifyFetch(CollectionPagesDocument, {}, 'collection', signal);
  return (data?.collections.nodes ?? []).map((collection) => collection.handle);
}
