/**
 * `unsubscribeFromNewsletter`: the token of the welcome mail's link is the proof, so no sign-in
 * is needed. The answer is "unsubscribed" also when the address had already left or its document
 * is gone: the shopper wanted off the list, and is off it.
 */
import * as z from 'zod/mini';
import { UNSUBSCRIBE_TOKEN_MAX_LENGTH, type UnsubscribeAnswer } from '../../../src/domain/newsletter';
import { CallableProblem, withInternalMessage } from '../callable-problem.js';
import type { InboxCallContext } from '../inbox-context.js';
import { inboxCollections } from '../inbox-store.js';
import { newsletterMessages } from './messages.js';
import { subscriberIdOfToken } from './unsubscribe-token.js';

const unsubscribeInput = z.strictObject({
  token: z.string().check(z.maxLength(UNSUBSCRIBE_TOKEN_MAX_LENGTH)),
});

export async function unsubscribeFromNewsletter(
  data: unknown,
  context: InboxCallContext,
): Promise<UnsubscribeAnswer> {
  const parsed = unsubscribeInput.safeParse(data);
  if (!parsed.success) throw new CallableProblem('invalid-argument', newsletterMessages.invalidToken);

  const id = await withInternalMessage(
    newsletterMessages.unsubscribeInternal,
    context.log,
    'unsubscribeFromNewsletter',
    () => subscriberIdOfToken(parsed.data.token.trim(), context.settings.unsubscribeSecret),
  );
  if (!id) throw new CallableProblem('invalid-argument', newsletterMessages.invalidToken);

  return withInternalMessage(
    newsletterMessages.unsubscribeInternal,
    context.log,
    'unsubscribeFromNewsletter',
    async () => {
      const now = context.now();
      await context.store.transaction(async (transaction) => {
        const subscriber = await transaction.get(inboxCollections.subscribers, id);
        if (subscriber?.status !== 'subscribed') return;
        transaction.set(inboxCollections.subscribers, id, {
          ...subscriber,
          status: 'unsubscribed',
          unsubscribedAt: now,
        });
      });
      return { status: 'unsubscribed' as const };
    },
  );
}
