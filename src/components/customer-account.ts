import { env } from '../config/env';

/**
 * Shopify's hosted customer account, where a shopper manages their subscriptions: skip or
 * reschedule a delivery, change how often it comes, or cancel. It is another site (Shopify's), with
 * its own sign-in, so a link to it opens in a new tab and says so. Spread on a link.
 */
export const customerAccountLink = {
  href: env.shopify.customerAccountUrl,
  target: '_blank',
  rel: 'noopener noreferrer',
} as const;

export const manageSubscriptionsLabel = 'Manage subscriptions';
