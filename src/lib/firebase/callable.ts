/**
 * The store's callable Functions: one Functions instance for every caller, and `callFunction`,
 * which sends a call, checks the answer's shape and turns every failure into a CallableFailure
 * whose message the page can show as it is.
 */
import { FirebaseError } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import type * as z from 'zod/mini';
import { env } from '../../config/env';
import { CallableFailure, UNREACHABLE_MESSAGE } from '../../domain/service-failures';
import { BACKEND_DEADLINE_MS } from '../deadline';
import { emulators, firebaseApp, FUNCTIONS_REGION } from './app';
import { auth } from './auth';

let functions: Functions | undefined;

/** The store's Functions instance, created on first use (the emulator's when configured). */
export function storeFunctions(): Functions {
  if (!functions) {
    // The callable SDK finds the session through the app's Auth instance, so create that first.
    auth();
    const emulator = emulators()?.functions;
    // Over HTTPS, the emulator's addresses (/<project>/<region>/<name>) as a custom domain.
    const domain = emulator?.ssl
      ? `https://${emulator.host}:${emulator.port}/${env.firebase.projectId}/${FUNCTIONS_REGION}`
      : FUNCTIONS_REGION;
    functions = getFunctions(firebaseApp(), domain);
    if (emulator && !emulator.ssl) connectFunctionsEmulator(functions, emulator.host, emulator.port);
  }
  return functions;
}

export const deadlineMessage = 'The store did not answer in time. Please try again in a moment.';

/**
 * The server's own words in a Functions error, or undefined when the SDK wrote the message itself
 * ("internal", "Response is missing data field.", "Backend error status: …"). The SDK adds the
 * HTTP status ("… [400]"); the shopper does not need it.
 */
export function serverMessage(error: FirebaseError): string | undefined {
  const message = error.message.replace(/\s*\[\d+\]$/, '').trim();
  const sdkWords =
    /^[A-Za-z_-]*$/.test(message) ||
    /^(?:Backend error status|Unknown backend error status|Response is|Request was cancelled|Firebase Functions instance)/.test(
      message,
    );
  return sdkWords ? undefined : message;
}

/** Whether the call never reached the server (no connection, or blocked on the way). */
function neverArrived(error: FirebaseError): boolean {
  return (
    (typeof navigator !== 'undefined' && navigator.onLine === false) ||
    (error.code === 'functions/internal' && /\[0\]$/.test(error.message))
  );
}

/** What an error `details` says per field (`{ problems: { email: '…' } }`), text values only. */
function fieldProblems(details: unknown): Record<string, string> {
  if (typeof details !== 'object' || details === null) return {};
  const problems: unknown = (details as { problems?: unknown }).problems;
  if (typeof problems !== 'object' || problems === null) return {};
  return Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** What the shopper reads when a call was rate limited and its caller has no words of its own. */
export const rateLimitedMessage =
  'The store has had many requests from this browser in a short time. Please wait a few minutes and try again.';

/**
 * A thrown SDK error as a CallableFailure; `fallback` when the server gave no words of its own.
 * A rate limit (`resource-exhausted`, HTTP 429) is always told in the caller's words (`rateLimited`),
 * which say what the shopper was doing and when to try again: the server's, when it gives any, are
 * a front end's ("Too many requests", "Rate exceeded.") more often than the store's own, and the
 * store's Functions say the same as their callers.
 */
export function callableFailure(
  error: unknown,
  fallback: string,
  rateLimited = rateLimitedMessage,
): CallableFailure {
  if (error instanceof CallableFailure) return error;
  if (!(error instanceof FirebaseError)) return new CallableFailure('internal', fallback);
  if (error.code === 'functions/deadline-exceeded' && !serverMessage(error)) {
    return new CallableFailure('deadline-exceeded', deadlineMessage);
  }
  if (error.code === 'functions/resource-exhausted') {
    return new CallableFailure('resource-exhausted', rateLimited);
  }
  if (neverArrived(error)) return new CallableFailure('unreachable', UNREACHABLE_MESSAGE);
  const details: unknown = (error as FirebaseError & { details?: unknown }).details;
  return new CallableFailure(
    error.code.replace(/^functions\//, ''),
    serverMessage(error) ?? fallback,
    fieldProblems(details),
  );
}

interface CallOptions<Answer> {
  /** The shape the answer must have; any other is a failure, never a success. */
  answer: z.ZodMiniType<Answer>;
  /** What to tell the shopper when the server gave no words of its own. */
  fallback: string;
  /** What to tell the shopper when a rate limit gave no words of its own. */
  rateLimited?: string;
}

/** Calls the Function `name` with `data`, waiting at most BACKEND_DEADLINE_MS. */
export async function callFunction<Answer>(
  name: string,
  data: unknown,
  { answer, fallback, rateLimited }: CallOptions<Answer>,
): Promise<Answer> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new CallableFailure('unreachable', UNREACHABLE_MESSAGE);
  }
  let result: unknown;
  try {
    ({ data: result } = await httpsCallable(storeFunctions(), name, { timeout: BACKEND_DEADLINE_MS })(data));
  } catch (error) {
    if (!(error instanceof FirebaseError)) console.error(`Calling ${name} failed`, error);
    throw callableFailure(error, fallback, rateLimited);
  }
  const parsed = answer.safeParse(result);
  if (!parsed.success) {
    console.error(`${name} answered in an unexpected shape`, parsed.error.issues);
    throw new CallableFailure('malformed-answer', fallback);
  }
  return parsed.data;
}
