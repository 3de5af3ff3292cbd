/**
 * What the Firestore REST methods share: the request's route (project, database, path, verb) and
 * caller, a document's JSON as the API answers it, and whether the rules let a caller make writes.
 */
import { bearerToken, decodeIdToken } from './auth-tokens';
import { FirestoreError, type StoredDocument } from './firestore-errors';
import { mayWrite, type Caller } from './firestore-rules';
import { writtenFields, type DocumentStore, type DocumentWrite } from './firestore-store';
import { formatTimestamp, getField, setField, type Fields } from './firestore-values';

export type Json = Record<string, unknown>;

export interface Route {
  project: string;
  database: string;
  /** Path under the database's documents root ('' for the root itself). */
  path: string;
  verb: string | null;
}

/** One request as a method answers it: its route, body and caller, and the store it reads and writes. */
export interface MethodCall {
  store: DocumentStore;
  route: Route;
  /** `projects/<p>/databases/<d>/documents`: a document's name is this plus its path. */
  root: string;
  caller: Caller;
  url: URL;
  body: Json;
}

export function parseRoute(url: URL): Route | null {
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

export const rootOf = (route: Route) => `projects/${route.project}/databases/${route.database}/documents`;

function masked(fields: Fields, paths: string[] | undefined): Fields {
  if (!paths) return fields;
  const result: Fields = {};
  for (const path of paths) {
    const value = getField(fields, path);
    if (value !== undefined) setField(result, path, value);
  }
  return result;
}

export function documentJson(document: StoredDocument, root: string, mask?: string[]) {
  return {
    name: `${root}/${document.path}`,
    fields: masked(document.fields, mask),
    createTime: document.createTime,
    updateTime: document.updateTime,
  };
}

export function callerOf(headers: Headers, emulator: boolean): Caller {
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

/**
 * Whether the caller may make these writes, each judged (as the rules do) by the document before
 * it and the document it leaves: its fields after the write, transforms applied (a server
 * timestamp reads as the time of the request), or null when it deletes. Server code may write
 * anything.
 */
export function mayCommit(caller: Caller, store: DocumentStore, writes: DocumentWrite[]): boolean {
  if (caller.kind === 'owner') return true;
  const requestTime = formatTimestamp(new Date());
  return writes.every((write) => {
    const before = store.get(write.path)?.fields ?? null;
    return mayWrite(caller, write.path, before, writtenFields(before, write, requestTime).fields);
  });
}
