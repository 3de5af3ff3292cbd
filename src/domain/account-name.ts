/**
 * How the header names a signed-in shopper. Apart from the sign-in form's checks, so that every
 * page's header does not load the email validator (and zod) with it.
 */

/** The part of an email before the @, which the header shows for a signed-in shopper. */
export function emailPrefix(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
