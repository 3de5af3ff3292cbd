/**
 * `listContactMessages` and `setContactMessageStatus`: the admin reads the shoppers' messages,
 * newest first, and marks one answered (or open again).
 */
import * as z from 'zod/mini';
import {
  CONTACT_MESSAGES_MAX_LIMIT,
  contactMessageStatuses,
  type ContactMessageList,
  type ContactMessageStatusAnswer,
  type InboxContactMessage,
} from '../../../src/domain/inbox';
import { CallableProblem } from '../callable-problem.js';
import type { InboxCallContext } from '../inbox-context.js';
import { inboxCollections, type FoundDocument } from '../inbox-store.js';
import { adminCall, isoTime, textOf } from './admin-call.js';
import { adminInboxMessages } from './messages.js';

const DEFAULT_LIMIT = 50;

const listInput = z.strictObject({
  status: z.optional(z.enum([...contactMessageStatuses, 'all'])),
  limit: z.optional(z.int().check(z.gte(1), z.lte(CONTACT_MESSAGES_MAX_LIMIT))),
});

/** Ids as the store makes them (20 letters and digits); nothing that could name another path. */
const statusInput = z.strictObject({
  id: z.string().check(z.regex(/^[A-Za-z0-9]{1,64}$/)),
  status: z.enum(contactMessageStatuses),
});

function inboxMessage({ id, data }: FoundDocument): InboxContactMessage {
  return {
    id,
    reference: textOf(data.reference),
    name: textOf(data.name),
    email: textOf(data.email),
    subject: textOf(data.subject),
    message: textOf(data.message),
    status: data.status === 'answered' ? 'answered' : 'open',
    createdAt: isoTime(data.createdAt) ?? '',
    answeredAt: isoTime(data.answeredAt),
  };
}

export function listContactMessages(data: unknown, context: InboxCallContext): Promise<ContactMessageList> {
  return adminCall('listContactMessages', data, context, listInput, async (input) => {
    const status = input.status ?? 'all';
    const found = await context.store.query(inboxCollections.contactMessages, {
      ...(status === 'all' ? {} : { where: { field: 'status', equals: status } }),
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: input.limit ?? DEFAULT_LIMIT,
    });
    return { messages: found.map(inboxMessage) };
  });
}

export function setContactMessageStatus(
  data: unknown,
  context: InboxCallContext,
): Promise<ContactMessageStatusAnswer> {
  return adminCall('setContactMessageStatus', data, context, statusInput, async ({ id, status }) => {
    const now = context.now();
    const answer = await context.store.transaction(async (transaction) => {
      const stored = await transaction.get(inboxCollections.contactMessages, id);
      if (!stored) return null;
      // Marking it as it already is keeps the time it was first answered.
      if (stored.status === status) return { id, status, answeredAt: isoTime(stored.answeredAt) };
      const answeredAt = status === 'answered' ? now : null;
      transaction.set(inboxCollections.contactMessages, id, { ...stored, status, answeredAt });
      return { id, status, answeredAt: isoTime(answeredAt) };
    });
    if (!answer) throw new CallableProblem('not-found', adminInboxMessages.notFound);
    context.log('info', `Contact message ${id} marked ${status}`, { uid: context.uid });
    return answer;
  });
}
