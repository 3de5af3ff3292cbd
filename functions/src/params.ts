import { defineSecret, defineString } from 'firebase-functions/params';

/**
 * Deploy-time settings of the functions (`functions/.env.<project>` or prompted by `firebase
 * deploy`). Read with `.value()` inside a handler only: at deploy time they have no value yet.
 */
export const sanityProjectId = defineString('SANITY_PROJECT_ID', {
  description: 'Sanity project id of the store content (the feed sources live there).',
});

export const sanityDataset = defineString('SANITY_DATASET', {
  description: 'Sanity dataset to read feed sources from; it must be public.',
  default: 'production',
});

export const sanityApiHost = defineString('SANITY_API_HOST', {
  description:
    'Optional origin that replaces https://<projectId>.apicdn.sanity.io, e.g. https://<projectId>.api.sanity.io for uncached reads. Leave empty normally.',
  default: '',
});

/** The welcome code of the newsletter; it must exist as a discount in Shopify. */
export const welcomeDiscountCode = defineString('WELCOME_DISCOUNT_CODE', {
  description: 'Discount code a new newsletter subscriber gets (answer and welcome mail).',
  default: 'WELCOME10',
});

export const supportEmail = defineString('SUPPORT_EMAIL', {
  description: 'Address that receives the contact form’s messages (and is named in the receipts).',
  default: 'support@sankofawellness.com',
});

export const storeUrl = defineString('STORE_URL', {
  description:
    'Public origin of the store, e.g. https://sankofawellness.com: the unsubscribe links of the mails lead there.',
});

/**
 * The key that signs the newsletter's unsubscribe links. A secret (Cloud Secret Manager), set
 * once with `npx firebase functions:secrets:set UNSUBSCRIBE_SECRET`; changing it makes every link
 * already mailed invalid.
 */
export const unsubscribeSecret = defineSecret('UNSUBSCRIBE_SECRET');

/** The shop whose Admin API the reviews ask (orders, products) and write to (rating metafields). */
export const shopifyStoreDomain = defineString('SHOPIFY_STORE_DOMAIN', {
  description: 'The shop’s myshopify.com domain, e.g. sankofa-wellness.myshopify.com (Admin API).',
});

/**
 * The Admin API access token of the store's custom app, with the scopes read_orders, read_products
 * and write_products (docs/reviews.md, "Live setup"). A secret, set once with
 * `npx firebase functions:secrets:set SHOPIFY_ADMIN_TOKEN`.
 */
export const shopifyAdminToken = defineSecret('SHOPIFY_ADMIN_TOKEN');
