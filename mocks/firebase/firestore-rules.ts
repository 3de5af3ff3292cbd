/**
 * The store's firestore.rules, applied to requests from the client SDKs: the community lists are
 * public to read and never written from a browser; `user_roles/{uid}` can be read (get, not list)
 * only by that signed-in user; everything else is closed. Server code (firebase-admin, which the
 * emulators recognise by `Authorization: Bearer owner`) passes through, as with real Firestore.
 */

export type Caller = { kind: 'owner' } | { kind: 'user'; uid: string } | { kind: 'anonymous' };

export const publicLists: ReadonlySet<string> = new Set([
  'health_events',
  'caregiver_resources',
  'support_groups',
]);

export function mayGet(caller: Caller, path: string): boolean {
  if (caller.kind === 'owner') return true;
  const [collection, id, ...deeper] = path.split('/');
  if (!collection || !id || deeper.length > 0) return false;
  if (publicLists.has(collection)) return true;
  return collection === 'user_roles' && caller.kind === 'user' && caller.uid === id;
}

/** A query of `collectionId` under `parent` ('' for the root); collection groups match no rule. */
export function mayList(
  caller: Caller,
  parent: string,
  collectionId: string,
  allDescendants: boolean,
): boolean {
  if (caller.kind === 'owner') return true;
  return parent === '' && !allDescendants && publicLists.has(collectionId);
}

export function mayWrite(caller: Caller): boolean {
  return caller.kind === 'owner';
}
