/**
 * `sendContactMessage`: keeps the shopper's message in `contact_messages` (the admin inbox reads
 * it there) and queues its mails, all in one transaction: the message is never stored without
 * its mails, nor mailed without being stored. Support gets every message; the address typed gets
 * a receipt (the reference, none of the message) for its first message of the hour only. The
 * fields are checked with the contact form's very rule (`contactMessageProblems`), so the server
 * refuses what the browser would have refused, in the same words.
 */
import * as z from 'zod/mini';
import { contactMessageProblems, type ContactMessage } from '../../../src/domain/contact-message';
import type { ContactMessageAnswer } from '../../../src/domain/inbox';
import { CallableProblem, withInternalMessage } from '../callable-problem.js';
import type { InboxCallContext } from '../inbox-context.js';
import { inboxCollections } from '../inbox-store.js';
import { queueMail } from '../mail/mail-document.js';
import { mailboxKey } from '../rate-limit-keys.js';
import { checkRateLimits } from '../rate-limit.js';
import { newDocumentId } from '../web-crypto.js';
import { receiptMail, supportMail } from './contact-mails.js';
import { contactMessages } from './messages.js';
import { contactReference } from './reference.js';

const contactInput = z.strictObject({
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
});

export async function sendContactMessage(
  data: unknown,
  context: InboxCallContext,
): Promise<ContactMessageAnswer> {
  const parsed = contactInput.safeParse(data);
  if (!parsed.success) throw new CallableProblem('invalid-argument', contactMessages.unreadable);
  const problems = contactMessageProblems(parsed.data);
  if (Object.keys(problems).length > 0) {
    throw new CallableProblem('invalid-argument', contactMessages.checkFields, { problems });
  }
  const values: ContactMessage = {
    name: parsed.data.name.trim(),
    email: parsed.data.email.trim(),
    subject: parsed.data.subject.trim(),
    message: parsed.data.message.trim(),
  };

  return withInternalMessage(contactMessages.internal, context.log, 'sendContactMessage', async () => {
    const { supportEmail } = context.settings;
    const reference = contactReference();
    const now = context.now();
    const stored = await context.store.transaction(async (transaction) => {
      const limits = await checkRateLimits(
        transaction,
        [
          { kind: 'contact-address', key: mailboxKey(values.email) },
          { kind: 'contact-client', key: context.client },
        ],
        now,
      );
      if (limits.exceeded) return false;
      limits.record();
      transaction.set(inboxCollections.contactMessages, newDocumentId(), {
        reference,
        ...values,
        status: 'open',
        createdAt: now,
        answeredAt: null,
      });
      queueMail(transaction, supportMail(supportEmail, reference, values));
      // One receipt per mailbox an hour: the address is unverified, so a stranger's mailbox gets
      // at most one of them from someone else typing it in.
      if (limits.countBefore('contact-address') === 0) {
        queueMail(transaction, receiptMail(values.email, supportEmail, reference));
      }
      return true;
    });
    if (!stored) throw new CallableProblem('resource-exhausted', contactMessages.rateLimited);
    context.log('info', 'Contact message stored', { reference });
    return { reference };
  });
}
