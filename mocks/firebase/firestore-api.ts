/**
 * The Firestore REST API v1 over a DocumentStore, shared by the mock worker's handlers (the lite
 * SDK) and the local server (firebase-admin through google-gax's REST transport, and the browser
 * app under `npm run dev:emulators`). One function takes a request and returns the status and
 * JSON body to answer with; streamed methods (batchGet, runQuery, runAggregationQuery) answer
 * with a JSON array, as the REST API does.
 */
import { bearerToken, decodeIdToken } from './auth-tokens';
import { apiKey } from './config';
import { FirestoreError, permissionDenied, type StoredDocument } from './firestore-errors';
import type { StructuredQuery } from './firestore-query';
import { mayGet, mayList, mayWrite, type Caller } from './firestore-rules';
import {
  isDocumentPath,
  type DocumentStore,
  type DocumentWrite,
  type FieldTransform,
} from './firestore-store';
import {
  cloneFields,
  formatTimestamp,
  getField,
  numberOf,
  setField,
  type Fields,
  type Value,
} from './firestore-values';

export interface FirestoreApiOptions {
  store: DocumentStore;
  /**
   * Behave as the Firestore emulator: `Authorization: Bearer owner` (admin SDKs) skips the rules,
   * and ID tokens are read without checking their expiry (the SDKs' mock tokens are old).
   */
  emulator: boolean;
  /** Refuse a wrong `key` query parameter, as Google's front end does (the mock worker). */
  checkApiKey?: boolean;
  /** Reports requests this API does not know, so what is missing is plain to see. */
  onUnknown?(method: string, path: string, body: unknown): void;
}

export interface FirestoreApiRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The parsed JSON body (undefined when there is none). */
  body: unknown;
}

export interface FirestoreApiReply {
  status: number;
  body: unknown;
}

type Json = Record<string, unknown>;

interface Route {
  project: string;
  database: string;
  /** Path under the database's documents root ('' for the root itself). */
  path: string;
  verb: string | null;
}

const streamed = new Set(['batchGet', 'runQuery', 'runAggregationQuery']);

function parseRoute(url: URL): Route | null {
  const raw = url.pathname.split('/');
  if (raw[1] !== 'v1' || raw[2] !== 'projects' || raw[4] !== 'databases' || !raw[3] || !raw[5]) return null;
  const rest = raw.slice(6);
  const last = rest[rest.length - 1] ?? '';
  const colon = last.indexOf(':');
  const verb = colon >= 0 ? last.slice(colon + 1) : null;
  if (colon >= 0) rest[rest.length - 1] = last.slice(0, colon);
  if (rest[0] !== 'documents') return null;
  try {
    return {
      project: decodeURIComponent(raw[3]),
      database: decodeURIComponent(raw[5]),
      path: rest.slice(1).map(decodeURIComponent).join('/'),
      verb,
    };
  } catch {
    return null;
  }
}

const rootOf = (route: Route) => `projects/${route.project}/databases/${route.database}/documents`;

function pathOfName(name: unknown, root: string): string {
  if (typeof name !== 'string' || !name.startsWith(`${root}/`)) {
    throw new FirestoreError('INVALID_ARGUMENT', `Invalid document name: ${String(name)}`);
  }
  return name.slice(root.length + 1);
}

function masked(fields: Fields, paths: string[] | undefined): Fields {
  if (!paths) return fields;
  const result: Fields = {};
  for (const path of paths) {
    const value = getField(fields, path);
    if (value !== undefined) setField(result, path, value);
  }
  return result;
}

function documentJson(document: StoredDocument, root: string, mask?: string[]) {
  return {
    name: `${root}/${document.path}`,
    fields: masked(document.fields, mask),
    createTime: document.createTime,
    updateTime: document.updateTime,
  };
}

const readTime = () => formatTimestamp(new Date());

function newTransactionId(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

function newDocumentId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) => alphabet[byte % 62]).join('');
}

function callerOf(headers: Headers, emulator: boolean): Caller {
  const token = bearerToken({ headers });
  if (!token) return { kind: 'anonymous' };
  if (emulator && token === 'owner') return { kind: 'owner' };
  const decoded = decodeIdToken(token, { ignoreExpiry: emulator });
  if (!decoded.ok) {
    throw new FirestoreError(
      'UNAUTHENTICATED',
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    );
  }
  return { kind: 'user', uid: decoded.claims.user_id };
}

function toDocumentWrite(write: Json, root: string): DocumentWrite {
  const precondition = write.currentDocument as DocumentWrite['precondition'];
  if (write.update) {
    const update = write.update as Json;
    const mask = write.updateMask as { fieldPaths?: string[] } | undefined;
    return {
      kind: 'update',
      path: pathOfName(update.name, root),
      fields: (update.fields as Fields | undefined) ?? {},
      ...(mask ? { mask: mask.fieldPaths ?? [] } : {}),
      transforms: (write.updateTransforms as FieldTransform[] | undefined) ?? [],
      precondition,
    };
  }
  if (write.delete) return { kind: 'delete', path: pathOfName(write.delete, root), precondition };
  if (write.transform) {
    const transform = write.transform as { document?: string; fieldTransforms?: FieldTransform[] };
    return {
      kind: 'transform',
      path: pathOfName(transform.document, root),
      transforms: transform.fieldTransforms ?? [],
      precondition,
    };
  }
  throw new FirestoreError('INVALID_ARGUMENT', 'A write needs update, delete or transform.');
}

/**
 * Whether the caller may make these writes, each judged (as the rules do) by the document it
 * leaves: its fields after the write, or null when it deletes. Server code may write anything; a
 * browser's write with field transforms (server timestamps and the like) matches no rule.
 */
function mayCommit(caller: Caller, store: DocumentStore, writes: DocumentWrite[]): boolean {
  if (caller.kind === 'owner') return true;
  return writes.every((write) => {
    if (write.kind === 'delete') return mayWrite(caller, write.path, null);
    if (write.kind === 'transform' || (write.transforms?.length ?? 0) > 0) return false;
    let after = write.fields;
    if (write.mask) {
      after = cloneFields(store.get(write.path)?.fields ?? {});
      for (const path of write.mask) setField(after, path, getField(write.fields, path));
    }
    return mayWrite(caller, write.path, after);
  });
}

function transactionFields(body: Json): Json {
  return body.newTransaction ? { transaction: newTransactionId() } : {};
}

function queryParent(route: Route): string {
  if (route.path && !isDocumentPath(route.path)) {
    throw new FirestoreError('INVALID_ARGUMENT', `Invalid parent: ${rootOf(route)}/${route.path}`);
  }
  return route.path;
}

function runQuery(options: FirestoreApiOptions, route: Route, caller: Caller, query: StructuredQuery) {
  const parent = queryParent(route);
  const from = query.from?.[0];
  if (!mayList(caller, parent, from?.collectionId ?? '', Boolean(from?.allDescendants)))
    throw permissionDenied();
  return options.store.query(query, { root: rootOf(route), parent });
}

function aggregate(documents: StoredDocument[], aggregation: Json): Value {
  if (aggregation.count) {
    const upTo = Number((aggregation.count as { upTo?: unknown }).upTo ?? Number.POSITIVE_INFINITY);
    return { integerValue: String(Math.min(documents.length, upTo)) };
  }
  const operand = (aggregation.sum ?? aggregation.avg) as { field?: { fieldPath?: string } } | undefined;
  const path = operand?.field?.fieldPath;
  if (!path) throw new FirestoreError('INVALID_ARGUMENT', 'Unsupported aggregation.');
  const numbers = documents
    .map((document) => getField(document.fields, path))
    .filter((value): value is Value => !!value && ('integerValue' in value || 'doubleValue' in value));
  const sum = numbers.reduce((total, value) => total + numberOf(value), 0);
  if (aggregation.avg) return numbers.length ? { doubleValue: sum / numbers.length } : { nullValue: null };
  return numbers.every((value) => 'integerValue' in value)
    ? { integerValue: String(sum) }
    : { doubleValue: sum };
}

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

function dispatch(options: FirestoreApiOptions, request: FirestoreApiRequest, route: Route): unknown {
  const { store } = options;
  const caller = callerOf(request.headers, options.emulator);
  const root = rootOf(route);
  const body = (request.body ?? {}) as Json;
  const method = request.method.toUpperCase();
  const nameOf = (path: string) => `${root}/${path}`;

  if (method === 'POST' && route.verb) {
    switch (route.verb) {
      case 'batchGet': {
        if (route.path) break;
        const paths = ((body.documents as unknown[] | undefined) ?? []).map((name) => pathOfName(name, root));
        if (!paths.every((path) => mayGet(caller, path))) throw permissionDenied();
        const mask = (body.mask as { fieldPaths?: string[] } | undefined)?.fieldPaths;
        const time = readTime();
        return store.getAll(paths).map((document, index) => ({
          ...(index === 0 ? transactionFields(body) : {}),
          ...(document
            ? { found: documentJson(document, root, mask) }
            : { missing: nameOf(paths[index] as string) }),
          readTime: time,
        }));
      }
      case 'runQuery': {
        const documents = runQuery(options, route, caller, (body.structuredQuery ?? {}) as StructuredQuery);
        const time = readTime();
        const results = documents.map((document) => ({
          document: documentJson(document, root),
          readTime: time,
        }));
        const rows: Json[] = results.length > 0 ? results : [{ readTime: time }];
        rows[0] = { ...transactionFields(body), ...rows[0] };
        return rows;
      }
      case 'runAggregationQuery': {
        const aggregationQuery = (body.structuredAggregationQuery ?? {}) as {
          structuredQuery?: StructuredQuery;
          aggregations?: Json[];
        };
        const query = { ...(aggregationQuery.structuredQuery ?? {}) };
        const documents = runQuery(options, route, caller, query);
        const aggregateFields = Object.fromEntries(
          (aggregationQuery.aggregations ?? []).map((aggregation, index) => [
            (aggregation.alias as string | undefined) ?? `field_${index + 1}`,
            aggregate(documents, aggregation),
          ]),
        );
        return [{ ...transactionFields(body), result: { aggregateFields }, readTime: readTime() }];
      }
      case 'commit': {
        if (route.path) break;
        const writes = ((body.writes as Json[] | undefined) ?? []).map((write) =>
          toDocumentWrite(write, root),
        );
        if (!mayCommit(caller, store, writes)) throw permissionDenied();
        return store.commit(writes, nameOf);
      }
      case 'batchWrite': {
        if (route.path) break;
        if (caller.kind !== 'owner') throw permissionDenied();
        const outcomes = ((body.writes as Json[] | undefined) ?? []).map((write) => {
          try {
            const [result] = store.commit([toDocumentWrite(write, root)], nameOf).writeResults;
            return { result: result ?? {}, status: {} };
          } catch (error) {
            if (!(error instanceof FirestoreError)) throw error;
            const code = { ALREADY_EXISTS: 6, NOT_FOUND: 5, FAILED_PRECONDITION: 9, INVALID_ARGUMENT: 3 }[
              error.status as string
            ];
            return { result: {}, status: { code: code ?? 13, message: error.message } };
          }
        });
        return {
          writeResults: outcomes.map((outcome) => outcome.result),
          status: outcomes.map((outcome) => outcome.status),
        };
      }
      case 'beginTransaction':
        if (route.path) break;
        return { transaction: newTransactionId() };
      case 'rollback':
        if (route.path) break;
        return {};
      case 'listCollectionIds':
        if (caller.kind !== 'owner') throw permissionDenied();
        return { collectionIds: store.listCollectionIds(queryParent(route)) };
    }
    return undefined;
  }

  if (route.verb || !route.path) return undefined;
  const isDocument = isDocumentPath(route.path);
  const mask = queryParams(request.url, 'mask.fieldPaths');

  if (method === 'GET' && isDocument) {
    if (!mayGet(caller, route.path)) throw permissionDenied();
    const document = store.get(route.path);
    if (!document) throw new FirestoreError('NOT_FOUND', `Document "${nameOf(route.path)}" not found.`);
    return documentJson(document, root, mask);
  }
  if (method === 'GET') {
    const segments = route.path.split('/');
    const collectionId = segments.pop() as string;
    const parent = segments.join('/');
    if (!mayList(caller, parent, collectionId, false)) throw permissionDenied();
    const pageSize = Number(request.url.searchParams.get('pageSize') ?? 0) || undefined;
    const query: StructuredQuery = { from: [{ collectionId }], ...(pageSize ? { limit: pageSize } : {}) };
    return {
      documents: store.query(query, { root, parent }).map((document) => documentJson(document, root, mask)),
    };
  }
  if (method === 'PATCH' && isDocument) {
    const updateMask = queryParams(request.url, 'updateMask.fieldPaths');
    const write: DocumentWrite = {
      kind: 'update',
      path: route.path,
      fields: (body.fields as Fields | undefined) ?? {},
      ...(updateMask ? { mask: updateMask } : {}),
      precondition: preconditionFromQuery(request.url),
    };
    if (!mayCommit(caller, store, [write])) throw permissionDenied();
    store.commit([write], nameOf);
    return documentJson(store.get(route.path) as StoredDocument, root, mask);
  }
  if (method === 'DELETE' && isDocument) {
    const write: DocumentWrite = {
      kind: 'delete',
      path: route.path,
      precondition: preconditionFromQuery(request.url),
    };
    if (!mayCommit(caller, store, [write])) throw permissionDenied();
    store.commit([write], nameOf);
    return {};
  }
  if (method === 'POST' && !isDocument) {
    const path = `${route.path}/${request.url.searchParams.get('documentId') || newDocumentId()}`;
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

function unknownRequest(options: FirestoreApiOptions, request: FirestoreApiRequest): FirestoreApiReply {
  options.onUnknown?.(request.method, `${request.url.pathname}${request.url.search}`, request.body);
  const error = new FirestoreError(
    'NOT_FOUND',
    `The mock Firestore does not know ${request.method} ${request.url.pathname}`,
  );
  return { status: error.httpStatus, body: error.toJSON() };
}

/** Answers one Firestore REST request. */
export function handleFirestoreRequest(
  options: FirestoreApiOptions,
  request: FirestoreApiRequest,
): FirestoreApiReply {
  const route = parseRoute(request.url);
  if (!route) return unknownRequest(options, request);
  const isStreamed =
    request.method.toUpperCase() === 'POST' && route.verb !== null && streamed.has(route.verb);
  try {
    if (
      options.checkApiKey &&
      request.url.searchParams.has('key') &&
      request.url.searchParams.get('key') !== apiKey
    ) {
      throw new FirestoreError('INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
    }
    const body = dispatch(options, request, route);
    if (body === undefined) return unknownRequest(options, request);
    return { status: 200, body };
  } catch (error) {
    if (!(error instanceof FirestoreError)) throw error;
    return { status: error.httpStatus, body: isStreamed ? [error.toJSON()] : error.toJSON() };
  }
}
