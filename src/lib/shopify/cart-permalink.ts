import { env } from '../../config/env';

/**
 * Shopify's cart permalink, `https://{shop}/cart/{variant_id}:{quantity}`: it makes a cart holding
 * the variant and goes straight to its checkout, with no script and no API call. It is where "Buy
 * Now" leads when the app is not running. Null for an id that is not a Storefront variant id.
 */
export function cartPermalink(variantId: string, quantity = 1): string | null {
  const id = /^gid:\/\/shopify\/ProductVariant\/(\d+)$/.exec(variantId)?.[1];
  // In mock mode the local services answer the permalink on the store's own origin.
  const shop = env.mode === 'mock' ? '' : `https://${env.shopify.storeDomain}`;
  return id ? `${shop}/cart/${id}:${quantity}` : null;
}
