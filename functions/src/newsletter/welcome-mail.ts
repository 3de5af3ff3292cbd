import { mailDocument, type MailDocument } from '../mail/mail-document.js';

/** The store's public origin without a trailing slash, so links join cleanly. */
export function storeOrigin(storeUrl: string): string {
  const origin = storeUrl.trim().replace(/\/+$/, '');
  // A mail whose links lead nowhere must not go out: an unset STORE_URL is a fault, not a mail.
  if (!/^https?:\/\/[^/?#\s]+$/.test(origin))
    throw new Error(`STORE_URL is not a store origin: "${storeUrl}"`);
  return origin;
}

export function unsubscribeLink(storeUrl: string, token: string): string {
  return `${storeOrigin(storeUrl)}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The one mail a new (or returning) subscriber gets: the discount code and how to leave. */
export function welcomeMail(
  email: string,
  { discountCode, storeUrl, token }: { discountCode: string; storeUrl: string; token: string },
): MailDocument {
  return mailDocument(email, {
    subject: `Welcome to Sankofa Wellness: your code ${discountCode}`,
    paragraphs: [
      'Thank you for joining the Sankofa Wellness newsletter.',
      `Your welcome code is ${discountCode}. Enter it at checkout for your welcome discount.`,
      `Shop: ${storeOrigin(storeUrl)}`,
      'You get this mail because this address was signed up on our store. If that was not you, or you no longer want our emails, use the link below: one click, no sign-in.',
    ],
    link: { label: 'Unsubscribe', href: unsubscribeLink(storeUrl, token) },
  });
}
