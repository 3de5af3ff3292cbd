import * as z from 'zod/mini';

const emailAddress = z.email();

/** The inline message for an email field, or undefined when the address can be used. */
export function emailAddressProblem(value: string): string | undefined {
  const address = value.trim();
  if (address === '') return 'Please enter your email address.';
  if (!emailAddress.safeParse(address).success) {
    return 'Please enter a valid email address, like name@example.com.';
  }
  return undefined;
}
