/**
 * The Firestore REST methods on one path: GET, PATCH and DELETE of a document, and GET (list) and
 * POST (create with a new id) of a collection.
 */
import { FirestoreError, permissionDenied, type StoredDocument } from './firestore-errors';
import type { StructuredQuery } from './firestore-query';
import { documentJson, mayCommit, type MethodCall } from './firestore-request';
import { mayGet, mayList } from './firestore-rules';
import { isDocumentPath, type DocumentWrite } from './firestore-store';
import type { Fields } from './firestore-values';

function queryParams(url: URL, name: string): string[] | undefined {
  const values = url.searchParams.getAll(name);
  return values.length ? values : undefined;
}

function preconditionFromQuery(url: URL): DocumentWrite['precondition'] {
  const exists = url.searchParams.get('currentDocument.exists');
  const updateTime = url.searchParams.get('currentDocument.updateTime');
  if (exists !== null) return { exists: exists === 'true' };
  if (updateTime !== null) return { updateTime };
  return undefined;
}

function newDocumentId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) => alphabet[byte % 62]).join('');
}

/** The answer to a method on a document or collection path, or undefined for one this API does not know. */
export function answerPath(call: MethodCall, method: string): unknown {
  const { store, route, root, caller, body, url } = call;
  const nameOf = (path: string) => `${root}/${path}`;
  const isDocument = isDocumentPath(route.path);
  const mask = queryParams(url, 'mask.fieldPaths');

  if (method === 'GET' && isDocument) {
    const document = store.get(route.path);
    if (!mayGet(caller, route.path, document?.fields ?? null)) throw permissionDenied();
    if (!document) throw new FirestoreError('NOT_FOUND', `Document "${nameOf(route.path)}" not found.`);
    return documentJson(document, root, mask);
  }
  if (method === 'GET') {
    const segments = route.path.split('/');
    const collectionId = segments.pop() as string;
    const parent = segments.join('/');
    if (!mayList(caller, parent, collectionId, false)) throw permissionDenied();
    const pageSize = Number(url.searchParams.get('pageSize') ?? 0) || undefined;
    const query: StructuredQuery = { from: [{ collectionId }], ...(pageSize ? { limit: pageSize } : {}) };
    return {
      documents: store.query(query, { root, parent }).map((document) => documentJson(document, root, mask)),
    };
  }
  if (method === 'PATCH' && isDocument) {
    const updateMask = queryParams(url, 'updateMask.fieldPaths');
    const write: DocumentWrite = {
      kind: 'update',
      path: route.path,
      fields: (body.fields as Fields | undefined) ?? {},
      ...(updateMask ? { mask: updateMask } : {}),
      precondition: preconditionFromQuery(url),
    };
    if (!mayCommit(caller, store, [write])) throw permissionDenied();
    store.commit([write], nameOf);
    return documentJson(store.get(route.path) as StoredDocument, root, mask);
  }
  if (method === 'DELETE' && isDocument) {
    const write: DocumentWrite = {
      kind: 'delete',
      path: route.path,
      precondition: preconditionFromQuery(url),
    };
    if (!mayCommit(caller, store, [write])) throw permissionDenied();
    store.commit([write], nameOf);
    return {};
  }
  if (method === 'POST' && !isDocument) {
    const path = `${route.path}/${url.searchParams.get('documentId') || newDocumentId()}`;
    const write: DocumentWrite = {
      kind: 'update',
      path,
      fields: (body.fields as Fields | undefined) ?? {},
      precondition: { exists: false },
    };
    if (!mayCommit(caller, store, [write])) throw permissionDenied();
    store.commit([write], nameOf);
    return documentJson(store.get(path) as StoredDocument, root, mask);
  }
  return undefined;
}
