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
  subscriptionOfferQueryOptions,
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
export { useStoreCart, type StoreCart, type StoreCartStatus } from './cart/store-cart';
