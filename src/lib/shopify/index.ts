/**
 * The store's Shopify adapter: everything features may use. Features never import hydrogen-react,
 * `fetch` or the generated GraphQL types; they get domain types (`src/domain/commerce.ts`)
 * and the errors below, whose messages are written for shoppers.
 */
export {
  collectionByHandleQueryOptions,
  collectionQueryOptions,
  productFactsQueryOptions,
  productQueryOptions,
  productsByNumberQueryOptions,
  productsQueryOptions,
  shopAnalyticsQueryOptions,
  storefrontEventLogQueryOptions,
  productSubscriptionsQueryOptions,
  variantToAddQueryOptions,
} from './queries';
export {
  CartError,
  StorefrontError,
  type CartErrorCode,
  type StorefrontErrorReason,
  type StorefrontSubject,
} from './errors';
export { loadStorefrontTransport } from './client';
export {
  cartKey,
  loadCartRequests,
  savedCart,
  useStoreCart,
  type StoreCart,
  type StoreCartStatus,
} from './cart/store-cart';
export type { AddedLine, EventContext, StorefrontEvent } from './storefront-events';
/**
 * Shopify's Customer Privacy API and the storefront events (hydrogen-react's builders): loaded
 * once the shopper's choices let them run, never with a page.
 */
export const loadCustomerPrivacy = () => import('./customer-privacy');
export const loadStorefrontEvents = () => import('./storefront-events');
export {
  shopifyAnalyticsUrl,
  storefrontEventLogUrl,
  type LoggedStorefrontEvent,
} from './storefront-event-addresses';
