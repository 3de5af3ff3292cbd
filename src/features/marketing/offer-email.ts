import * as z from 'zod/mini';

const email = z.email();

/** What is wrong with an address typed into the offer form, in the shopper's words; undefined if nothing. */
export function offerEmailProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'Please enter your email address.';
  if (!email.safeParse(trimmed).success) return 'Please enter a valid email address, like name@example.com.';
  return undefined;
}
