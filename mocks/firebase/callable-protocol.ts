/**
 * The callable protocol's answers as the Functions framework gives them, shared by mock mode's
 * dispatcher (callables.ts) and the two groups of Functions it loads: `{ result }` or
 * `{ error: { status, message, details? } }` with the matching HTTP status, and the admin check
 * the Functions make.
 */
import { CallableProblem } from '../../functions/src/callable-problem';
import type { DocumentStore } from './firestore-store';

export interface CallableReply {
  status: number;
  body: unknown;
}

export interface CallableHttpRequest {
  /** The raw `Authorization` header. */
  authorization: string | null;
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: unknown;
  /** The origin the call was sent to: the store's, which the Functions' links lead back to. */
  origin: string;
}

/** What a Function gets once the protocol's checks passed: the caller's uid (null: none) and `data`. */
export interface CallableCall {
  uid: string | null;
  data: unknown;
  /** The store's origin (CallableHttpRequest's). */
  origin: string;
}

/** The HTTP status the callable protocol answers with for each error status. */
export const callableHttpStatus = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  FAILED_PRECONDITION: 400,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
} as const;

export type CallableErrorStatus = keyof typeof callableHttpStatus;

export function callableError(
  status: CallableErrorStatus,
  message: string,
  details?: Record<string, unknown>,
): CallableReply {
  return {
    status: callableHttpStatus[status],
    body: { error: { status, message, ...(details === undefined ? {} : { details }) } },
  };
}

export function callableResult(result: unknown): CallableReply {
  return { status: 200, body: { result: result ?? null } };
}

/** Whether `user_roles/{uid}` says admin, as the Functions' `callerIsAdmin` reads it. */
export function isAdminIn(store: DocumentStore, uid: string): boolean {
  const role = store.get(`user_roles/${uid}`)?.fields.role;
  return role !== undefined && 'stringValue' in role && role.stringValue === 'admin';
}

/**
 * Runs a Functions core's call as the deployed onCall wrapper would answer it: its result, a
 * refusal (`CallableProblem`) with its code and words, or, for anything else, logged and INTERNAL.
 */
export async function replyOf(name: string, run: () => Promise<unknown>): Promise<CallableReply> {
  try {
    return callableResult(await run());
  } catch (error) {
    if (error instanceof CallableProblem) {
      const status = error.code.toUpperCase().replace(/-/g, '_') as CallableErrorStatus;
      return callableError(status, error.message, error.details);
    }
    console.error(`[mock Functions] ${name} failed`, error);
    return callableError('INTERNAL', 'INTERNAL');
  }
}
