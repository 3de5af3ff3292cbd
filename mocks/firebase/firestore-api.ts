/**
 * The Firestore REST API v1 over a DocumentStore, shared by the local services' handlers (the lite
 * SDK) and the local server (firebase-admin through google-gax's REST transport, and the browser
 * app under `npm run dev:emulators`). One function takes a request and returns the status and
 * JSON body to answer with: the methods on the database (`:batchGet`, `:commit`...) are
 * firestore-verbs.ts, those on a document or collection path firestore-paths.ts.
 */
import { apiKey } from './config';
import { FirestoreError } from './firestore-errors';
import { answerPath } from './firestore-paths';
import { callerOf, parseRoute, rootOf, type Json, type MethodCall, type Route } from './firestore-request';
import type { DocumentStore } from './firestore-store';
import { answerVerb } from './firestore-verbs';

export interface FirestoreApiOptions {
  store: DocumentStore;
  /**
   * Behave as the Firestore emulator: `Authorization: Bearer owner` (admin SDKs) skips the rules,
   * and ID tokens are read without checking their expiry (the SDKs' mock tokens are old).
   */
  emulator: boolean;
  /** Refuse a wrong `key` query parameter, as Google's front end does (the local services). */
  checkApiKey?: boolean;
  /** Reports requests this API does not know, so what is missing is plain to see. */
  onUnknown?(method: string, path: string, body: unknown): void;
}

export interface FirestoreApiRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The body as sent ('' when there is none); JSON. */
  text: string;
}

export interface FirestoreApiReply {
  status: number;
  body: unknown;
}

/** Streamed methods answer with a JSON array, errors included, as the REST API does. */
const streamed = new Set(['batchGet', 'runQuery', 'runAggregationQuery']);

function dispatch(options: FirestoreApiOptions, request: FirestoreApiRequest, route: Route, body: unknown) {
  const call: MethodCall = {
    store: options.store,
    route,
    root: rootOf(route),
    caller: callerOf(request.headers, options.emulator),
    url: request.url,
    body: (body ?? {}) as Json,
  };
  const method = request.method.toUpperCase();
  if (method === 'POST' && route.verb) return answerVerb(call, route.verb);
  if (route.verb || !route.path) return undefined;
  return answerPath(call, method);
}

function unknownRequest(
  options: FirestoreApiOptions,
  request: FirestoreApiRequest,
  body: unknown,
): FirestoreApiReply {
  options.onUnknown?.(request.method, `${request.url.pathname}${request.url.search}`, body);
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
  let body: unknown;
  try {
    body = request.text ? JSON.parse(request.text) : undefined;
  } catch {
    const error = new FirestoreError('INVALID_ARGUMENT', 'Invalid JSON payload received.');
    return { status: error.httpStatus, body: error.toJSON() };
  }
  const route = parseRoute(request.url);
  if (!route) return unknownRequest(options, request, body);
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
    const answer = dispatch(options, request, route, body);
    if (answer === undefined) return unknownRequest(options, request, body);
    return { status: 200, body: answer };
  } catch (error) {
    if (!(error instanceof FirestoreError)) throw error;
    return { status: error.httpStatus, body: isStreamed ? [error.toJSON()] : error.toJSON() };
  }
}
