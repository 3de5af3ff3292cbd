/**
 * `subscribeToNewsletter`: puts an address on the list, once. A new address (or one that had
 * unsubscribed) is written as subscribed and gets one welcome mail with the discount code and its
 * unsubscribe link; an address already subscribed changes nothing and gets no second mail. The
 * address is checked with the browser's very rule (`emailAddressProblem`), so both say the same.
 */
import * as z from 'zod/mini';
import { emailAddressProblem } from '../../../src/domain/email-address';
import {
  CONSENT_MAX_LENGTH,
  newsletterSources,
  normalisedEmail,
  type NewsletterSignUpAnswer,
} from '../../../src/domain/newsletter';
import { CallableProblem, withInternalMessage } from '../callable-problem.js';
import type { InboxCallContext } from '../inbox-context.js';
import { inboxCollections } from '../inbox-store.js';
import { queueMail } from '../mail/mail-document.js';
import { mailboxKey } from '../rate-limit-keys.js';
import { checkRateLimits } from '../rate-limit.js';
import { newsletterMessages } from './messages.js';
import { subscriberId } from './subscriber-id.js';
import { unsubscribeToken } from './unsubscribe-token.js';
import { welcomeMail } from './welcome-mail.js';

const signUpInput = z
  .strictObject({
    email: z.string(),
    source: z.enum(newsletterSources),
    consent: z.string().check(z.maxLength(CONSENT_MAX_LENGTH)),
  })
  // The consent sentence the shopper saw; only the community page's form has none.
  .check(
    z.refine((signUp) => signUp.consent.trim() !== '' || signUp.source === 'community', {
      path: ['consent'],
    }),
  );

export async function subscribeToNewsletter(
  data: unknown,
  context: InboxCallContext,
): Promise<NewsletterSignUpAnswer> {
  const parsed = signUpInput.safeParse(data);
  if (!parsed.success) throw new CallableProblem('invalid-argument', newsletterMessages.unreadable);
  const { source, consent } = parsed.data;
  const problem = emailAddressProblem(parsed.data.email);
  if (problem) throw new CallableProblem('invalid-argument', problem);
  const email = normalisedEmail(parsed.data.email);

  return withInternalMessage(newsletterMessages.internal, context.log, 'subscribeToNewsletter', async () => {
    const { discountCode, storeUrl, unsubscribeSecret } = context.settings;
    const id = await subscriberId(email);
    const token = await unsubscribeToken(id, unsubscribeSecret);
    const now = context.now();
    const outcome = await context.store.transaction(async (transaction) => {
      const existing = await transaction.get(inboxCollections.subscribers, id);
      const limits = await checkRateLimits(
        transaction,
        [
          { kind: 'newsletter-address', key: mailboxKey(email) },
          { kind: 'newsletter-client', key: context.client },
        ],
        now,
      );
      if (limits.exceeded) return 'rate-limited' as const;
      // Every sign-up that gets this far counts, a repeated one too: otherwise the answer
      // "already subscribed" could be used to test any number of addresses.
      limits.record();
      if (existing?.status === 'subscribed') return 'already-subscribed' as const;
      transaction.set(inboxCollections.subscribers, id, {
        email,
        status: 'subscribed',
        source,
        consent,
        subscribedAt: now,
        unsubscribedAt: null,
      });
      queueMail(transaction, welcomeMail(email, { discountCode, storeUrl, token }));
      return 'subscribed' as const;
    });
    if (outcome === 'rate-limited') {
      throw new CallableProblem('resource-exhausted', newsletterMessages.rateLimited);
    }
    context.log('info', `Newsletter sign-up: ${outcome}`, { source });
    return { status: outcome, discountCode };
  });
}
