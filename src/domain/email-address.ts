import * as z from 'zod/mini';
import { tooLong } from './field-limits';

const emailAddress = z.email();

/** The inline message for an email field, or undefined when the address can be used. */
export function emailAddressProblem(value: string): string | undefined {
  const address = value.trim();
  if (address === '') return 'Please enter your email address.';
  const long = tooLong('email', address, 'your email address');
  if (long) return long;
  if (!emailAddress.safeParse(address).success) {
    return 'Please enter a valid email address, like name@example.com.';
  }
  return undefined;
}
