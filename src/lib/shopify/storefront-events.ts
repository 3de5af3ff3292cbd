/**
 * Shopify's storefront events, as the merchant's Analytics reads them: a page view on every page,
 * a product view, a collection view, a search and each add to cart. The payloads and the batch
 * are hydrogen-react's own (its payload types, `getClientBrowserParameters` and the event builders
 * its `sendShopifyAnalytics` uses); the batch goes to the shop's monorail endpoint, which is where
 * `sendShopifyAnalytics(event, shopDomain)` posts it too. The store posts it itself because that
 * function writes `https://` before the domain: the default store's local services answer on the
 * store's own origin over plain HTTP, and get here exactly what Shopify gets.
 *
 * Loaded with the first event (src/components/analytics/track-storefront-event.ts), never before the shopper's choices allow
 * analytics.
 */
import {
  AnalyticsPageType,
  getClientBrowserParameters,
  ShopifySalesChannel,
  type ShopifyAddToCartPayload,
  type ShopifyAnalyticsProduct,
  type ShopifyPageViewPayload,
} from '@shopify/hydrogen-react';
import {
  addToCart,
  collectionView,
  pageView2,
  productView,
  searchView,
} from '@shopify/hydrogen-react/analytics-schema-custom-storefront-customer-tracking';
import { pageView as trekkiePageView } from '@shopify/hydrogen-react/analytics-schema-trekkie-storefront-page-view';
import type { CartLine, Product } from '../../domain/commerce';
import type { PrivacyChoices, PrivacyRegion } from '../../domain/consent';
import type { StorefrontPageType } from '../../domain/storefront-page-type';
import type { ShopAnalyticsQuery } from './generated/graphql';
import { MONORAIL_PATH, shopOrigin } from './client';

/** A product line just added: the cart line it landed in, and how many were added now. */
export interface AddedLine {
  line: CartLine;
  quantity: number;
}

export type StorefrontEvent =
  | { name: 'page-view'; pageType: StorefrontPageType }
  | { name: 'product-view'; product: Product }
  | { name: 'collection-view'; collection: { id: string; handle: string } }
  | { name: 'search'; searchString: string }
  | { name: 'add-to-cart'; cartId: string; lines: readonly AddedLine[] };

/** Who the shop is (its id and currency) and what the shopper allows, for every event. */
export interface EventContext {
  shop: ShopAnalyticsQuery['shop'];
  choices: PrivacyChoices;
  region: PrivacyRegion;
}

/** hydrogen-react's builders also read the privacy laws that apply (its payload type with privacy fields). */
type BasePayload = ShopifyPageViewPayload & { ccpaEnforced: boolean; gdprEnforced: boolean };

function basePayload({ shop, choices, region }: EventContext): BasePayload {
  return {
    shopId: shop.id,
    currency: shop.paymentSettings.currencyCode,
    acceptedLanguage: 'EN',
    shopifySalesChannel: ShopifySalesChannel.headless,
    hasUserConsent: choices.analytics,
    analyticsAllowed: choices.analytics,
    marketingAllowed: choices.marketing,
    saleOfDataAllowed: choices.saleOfData,
    ccpaEnforced: !choices.saleOfData,
    gdprEnforced: region === 'consent-first',
    ...getClientBrowserParameters(),
  };
}

function productOf(product: Product): ShopifyAnalyticsProduct {
  const variant = product.variants[0];
  return {
    productGid: product.id,
    name: product.title,
    brand: product.vendor,
    price: String(variant?.price.amount ?? product.price.amount),
    ...(variant && { variantGid: variant.id, variantName: variant.title }),
    quantity: 1,
  };
}

function addedProductOf({ line, quantity }: AddedLine): ShopifyAnalyticsProduct {
  return {
    productGid: line.productId,
    variantGid: line.merchandiseId,
    name: line.productTitle,
    variantName: line.variantTitle,
    brand: line.vendor,
    price: String(line.unitPrice.amount),
    quantity,
  };
}

const cents = (amount: number) => Math.round(amount * 100);

/** The events Shopify's monorail takes for `event`, built by hydrogen-react as it builds them. */
export function monorailEvents(event: StorefrontEvent, context: EventContext) {
  const base = basePayload(context);
  switch (event.name) {
    case 'page-view': {
      const payload = { ...base, pageType: event.pageType };
      return [...trekkiePageView(payload), ...pageView2(payload)];
    }
    case 'product-view': {
      const products = [productOf(event.product)];
      return productView({
        ...base,
        pageType: AnalyticsPageType.product,
        resourceId: event.product.id,
        products,
        totalValue: Number(products[0]!.price),
      });
    }
    case 'collection-view':
      return collectionView({
        ...base,
        pageType: AnalyticsPageType.collection,
        resourceId: event.collection.id,
        collectionId: event.collection.id,
        collectionHandle: event.collection.handle,
      });
    case 'search':
      return searchView({ ...base, pageType: AnalyticsPageType.search, searchString: event.searchString });
    case 'add-to-cart': {
      const payload: ShopifyAddToCartPayload = {
        ...base,
        cartId: event.cartId,
        products: event.lines.map(addedProductOf),
        totalValue:
          event.lines.reduce(
            (total, { line, quantity }) => total + cents(line.unitPrice.amount) * quantity,
            0,
          ) / 100,
      };
      return addToCart(payload);
    }
  }
}

/**
 * Sends `event` to Shopify (in the default store, to the local services), if the shopper's
 * choices allow analytics. Resolves once it was taken; rejects with why it was not.
 */
export async function sendStorefrontEvent(event: StorefrontEvent, context: EventContext): Promise<void> {
  if (!context.choices.analytics) return;
  const response = await fetch(`${shopOrigin}${MONORAIL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({
      events: monorailEvents(event, context),
      metadata: { event_sent_at_ms: Date.now() },
    }),
    // A page view sent as the shopper follows a link still arrives.
    keepalive: true,
  });
  if (!response.ok) throw new Error(`Shopify did not take the ${event.name} event (HTTP ${response.status})`);
}
