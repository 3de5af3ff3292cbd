/**
 * A refusal the shopper or admin is meant to read: the callable protocol's error code, the
 * message shown word for word, and optional details (the contact form's problems per field).
 * The Functions turn it into an `HttpsError`, mock mode into the same JSON error; anything else
 * thrown by the core is a fault and is answered with the callable's own "internal" message.
 */
export type ProblemCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'failed-precondition'
  | 'resource-exhausted'
  | 'internal';

export class CallableProblem extends Error {
  override readonly name = 'CallableProblem';

  constructor(
    readonly code: ProblemCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Log sink of the core: the Functions' logger, or the browser console in mock mode. */
export type InboxLog = (level: 'info' | 'warn' | 'error', message: string, detail?: unknown) => void;

/**
 * Runs `work`; a `CallableProblem` passes through, any other failure is logged and becomes
 * `internal` with `internalMessage`, so no stack or database detail ever reaches a browser.
 */
export async function withInternalMessage<Result>(
  internalMessage: string,
  log: InboxLog,
  what: string,
  work: () => Promise<Result>,
): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CallableProblem) throw error;
    log('error', `${what} failed`, error instanceof Error ? (error.stack ?? error.message) : String(error));
    throw new CallableProblem('internal', internalMessage);
  }
}
