import { MINIMUM_AGE } from './age-check';
import type { LineToShow } from './cart-change';

/**
 * `/cart?add={variant id}`: an address that asks for a product in the cart. The store's own
 * "Add to Cart" forms land there when they are sent as plain HTML (the app was not running on the
 * page they came from), and anyone can link to it. `&plan={selling plan id}` asks for it on that
 * subscription, unless `purchase=once` says the shopper chose a one-time purchase (the product
 * page's choice sends both its fields; an empty `plan=` is a one-time purchase too).
 *
 * Who sent the shopper decides what happens: a page of the store (its form, pressed by the
 * shopper) adds at once; any other page, or none, only gets a question, since another site must
 * never change a shopper's cart. The store's form of an age-restricted product also sends
 * `minimum-age=18`, so the age question comes first without looking the product up (a link from
 * elsewhere is looked up for its question anyway, and that says whether the product is one).
 *
 * The store's form also names the product as its page shows it (`product`, its handle; `title`;
 * `variant-title`), so the cart shows it at once, "Adding to your cart…", while Shopify makes the
 * line, as it does for a tap the app answers (`cartAfter`). Only a store's page is believed: a link
 * from elsewhere gets the question, which looks the product up.
 */

/** The address's parameters that ask for a product; they are removed once read. */
export const cartLinkParameters = [
  'add',
  'plan',
  'purchase',
  'minimum-age',
  'product',
  'title',
  'variant-title',
] as const;

const variantIdPattern = /^gid:\/\/shopify\/ProductVariant\/\d+$/;
const sellingPlanIdPattern = /^gid:\/\/shopify\/SellingPlan\/\d+$/;

/** What the link asks for: one of a variant, bought once or on a selling plan. */
export interface CartLinkRequest {
  variantId: string;
  sellingPlanId?: string;
  /** The store's own form said the product is sold only to adults (age-check.ts). */
  ageRestricted?: true;
  /** The product as the store's form named it, shown in the cart while it is added. */
  shown?: LineToShow;
}

export type CartLinkReading =
  | { kind: 'none' }
  | { kind: 'not-a-product' }
  | { kind: 'not-a-plan' }
  | { kind: 'add'; request: CartLinkRequest };

const handlePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const longestName = 255;

/** A name the form sent, trimmed: null when missing, empty or longer than any product's. */
function nameIn(parameters: URLSearchParams, name: string): string | null {
  const value = parameters.get(name)?.trim() ?? '';
  return value && value.length <= longestName ? value : null;
}

/**
 * The product as the form named it, or nothing when it did not name it whole: the line then shows
 * once Shopify has made it. Its photo, vendor and prices come with Shopify's answer.
 */
function shownIn(parameters: URLSearchParams, variantId: string, ageRestricted: boolean): LineToShow | null {
  const handle = parameters.get('product') ?? '';
  const title = nameIn(parameters, 'title');
  if (!handlePattern.test(handle) || handle.length > longestName || !title) return null;
  return {
    merchandiseId: variantId,
    productId: '',
    productHandle: handle,
    productTitle: title,
    vendor: '',
    variantTitle: nameIn(parameters, 'variant-title') ?? '',
    image: null,
    ageRestricted,
  };
}

/** What the address's parameters ask for, checked: ids that are not a variant's or a plan's ask for nothing. */
export function readCartLink(parameters: URLSearchParams): CartLinkReading {
  const variantId = parameters.get('add');
  if (variantId === null) return { kind: 'none' };
  if (!variantIdPattern.test(variantId)) return { kind: 'not-a-product' };
  const planId = parameters.get('purchase') === 'once' ? '' : (parameters.get('plan') ?? '');
  const restricted = parameters.get('minimum-age') === String(MINIMUM_AGE);
  const shown = shownIn(parameters, variantId, restricted);
  const named = {
    ...(restricted && ({ ageRestricted: true } as const)),
    ...(shown && { shown }),
  };
  if (planId === '') return { kind: 'add', request: { variantId, ...named } };
  if (!sellingPlanIdPattern.test(planId)) return { kind: 'not-a-plan' };
  return { kind: 'add', request: { variantId, sellingPlanId: planId, ...named } };
}

/**
 * True when the page that sent the shopper here is one of the store's (`document.referrer` has the
 * store's origin; the store's Referrer-Policy keeps it for its own pages). A link on another site,
 * a link with `rel="noreferrer"`, a bookmark or a typed address is not.
 */
export function cameFromStore(referrer: string, storeOrigin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin === storeOrigin;
  } catch {
    return false;
  }
}
