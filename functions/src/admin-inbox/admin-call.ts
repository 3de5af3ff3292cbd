/**
 * The checks every admin inbox callable makes before anything else, in this order: signed in,
 * an admin by `user_roles/{uid}` (read on the server, never trusted from the browser), then the
 * input. Only then is the store read, and a failure there answers the inbox's "internal" message.
 */
import type * as z from 'zod/mini';
import { CallableProblem, withInternalMessage } from '../callable-problem.js';
import type { InboxCallContext } from '../inbox-context.js';
import { adminInboxMessages } from './messages.js';

export async function adminCall<Input, Result>(
  name: string,
  data: unknown,
  context: InboxCallContext,
  input: z.ZodMiniType<Input>,
  work: (input: Input) => Promise<Result>,
): Promise<Result> {
  if (!context.uid) throw new CallableProblem('unauthenticated', adminInboxMessages.unauthenticated);
  if (!(await context.isAdmin(context.uid))) {
    throw new CallableProblem('permission-denied', adminInboxMessages.permissionDenied);
  }
  // The app sends `null` where a callable takes no input or only optional fields.
  const parsed = input.safeParse(data ?? {});
  if (!parsed.success) throw new CallableProblem('invalid-argument', adminInboxMessages.unreadable);
  return withInternalMessage(adminInboxMessages.internal, context.log, name, () => work(parsed.data));
}

/** A stored time as ISO text; null when the field holds no time. */
export function isoTime(value: unknown): string | null {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : null;
}

/** A stored text field, or '' when it holds something else. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
