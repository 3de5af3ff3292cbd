/**
 * `requestBackInStockNotice`: keeps a shopper's address for one sold-out product, once, for the
 * admin and for the mail a live store sends when the product is back (docs/firebase-features.md, "Notify me"). A
 * second request for the same product and address changes nothing. Nothing is mailed here: the
 * store has no stock to watch, so it promises nothing it cannot keep. The address is checked with
 * the browser's very rule (`emailAddressProblem`), so both say the same.
 *
 * The product is named by the browser (its handle and title): the Functions have no access to the
 * catalogue, so the handle is held to Shopify's shape and the title to one plain line.
 */
import * as z from 'zod/mini';
import {
  PRODUCT_HANDLE_MAX_LENGTH,
  PRODUCT_HANDLE_PATTERN,
  PRODUCT_TITLE_MAX_LENGTH,
  type BackInStockAnswer,
} from '../../../src/domain/back-in-stock';
import { emailAddressProblem } from '../../../src/domain/email-address';
import { normalisedEmail } from '../../../src/domain/newsletter';
import { CallableProblem, withInternalMessage } from '../callable-problem.js';
import type { InboxCallContext } from '../inbox-context.js';
import { inboxCollections } from '../inbox-store.js';
import { mailboxKey } from '../rate-limit-keys.js';
import { checkRateLimits } from '../rate-limit.js';
import { backInStockMessages } from './messages.js';
import { backInStockRequestId } from './request-id.js';

/** Line breaks, tabs and the other control characters (Unicode category Cc). */
const CONTROL_CHARACTERS = /\p{Cc}/u;

const requestInput = z.strictObject({
  email: z.string(),
  productHandle: z.string().check(z.maxLength(PRODUCT_HANDLE_MAX_LENGTH), z.regex(PRODUCT_HANDLE_PATTERN)),
  productTitle: z.string().check(
    z.maxLength(PRODUCT_TITLE_MAX_LENGTH),
    z.refine((title) => title.trim() !== '' && !CONTROL_CHARACTERS.test(title)),
  ),
});

export async function requestBackInStockNotice(
  data: unknown,
  context: InboxCallContext,
): Promise<BackInStockAnswer> {
  const parsed = requestInput.safeParse(data);
  if (!parsed.success) throw new CallableProblem('invalid-argument', backInStockMessages.unreadable);
  const { productHandle } = parsed.data;
  const productTitle = parsed.data.productTitle.trim();
  const problem = emailAddressProblem(parsed.data.email);
  if (problem) throw new CallableProblem('invalid-argument', problem);
  const email = normalisedEmail(parsed.data.email);

  return withInternalMessage(
    backInStockMessages.internal,
    context.log,
    'requestBackInStockNotice',
    async () => {
      const id = await backInStockRequestId(productHandle, email);
      const now = context.now();
      const outcome = await context.store.transaction(async (transaction) => {
        const existing = await transaction.get(inboxCollections.backInStockRequests, id);
        const limits = await checkRateLimits(
          transaction,
          [
            { kind: 'back-in-stock-address', key: mailboxKey(email) },
            { kind: 'back-in-stock-client', key: context.client },
          ],
          now,
        );
        if (limits.exceeded) return 'rate-limited' as const;
        // A repeated request counts too: otherwise the answer "already requested" could be used
        // to test any number of addresses.
        limits.record();
        if (existing) return 'already-requested' as const;
        transaction.set(inboxCollections.backInStockRequests, id, {
          email,
          productHandle,
          productTitle,
          requestedAt: now,
        });
        return 'requested' as const;
      });
      if (outcome === 'rate-limited') {
        throw new CallableProblem('resource-exhausted', backInStockMessages.rateLimited);
      }
      context.log('info', `Back-in-stock request: ${outcome}`, { productHandle });
      return { status: outcome };
    },
  );
}
