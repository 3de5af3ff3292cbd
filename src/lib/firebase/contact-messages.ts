/**
 * The contact form's Function: sends a message to support, which answers with its reference. The
 * server checks the message with the same rules as the form (`contactMessageProblems`) and says
 * per field what it could not accept. Loaded when the form is sent, never with a page.
 */
import * as z from 'zod/mini';
import {
  CONTACT_RATE_LIMITED,
  type ContactMessage,
  type ContactMessageProblems,
} from '../../domain/contact-message';
import type { ContactMessageAnswer } from '../../domain/inbox';
import { CallableFailure } from '../../domain/service-failures';
import { callFunction } from './callable';

const receipt: z.ZodMiniType<ContactMessageAnswer> = z.object({
  reference: z.string().check(z.minLength(1)),
});

const fields = new Set<string>(['name', 'email', 'subject', 'message'] satisfies (keyof ContactMessage)[]);

/** Sends the message; a refusal is a CallableFailure whose `problems` name the contact form's fields. */
export async function sendContactMessage(values: ContactMessage): Promise<ContactMessageAnswer> {
  const { name, email, subject, message } = values;
  try {
    return await callFunction(
      'sendContactMessage',
      { name, email, subject, message },
      {
        answer: receipt,
        fallback: 'We could not send your message right now. Please try again, or write to us by email.',
        rateLimited: CONTACT_RATE_LIMITED,
      },
    );
  } catch (error) {
    if (!(error instanceof CallableFailure)) throw error;
    const problems: ContactMessageProblems = Object.fromEntries(
      Object.entries(error.problems).filter(([field]) => fields.has(field)),
    );
    throw new CallableFailure(error.code, error.message, problems);
  }
}
