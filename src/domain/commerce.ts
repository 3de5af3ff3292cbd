/**
 * The shop's own words for what Shopify sells. `lib/shopify` reshapes Storefront API answers into
 * these types, so no component ever sees edges, nodes or GraphQL field names.
 */
import type { PlanInterval } from './subscriptions';

/** An amount in a currency, as a number of units (19.99, not "19.99" or 1999 cents). */
export interface Money {
  amount: number;
  currencyCode: string;
}

export interface ProductImage {
  url: string;
  altText: string;
  width: number;
  height: number;
}

export interface ProductVariant {
  /** The Storefront merchandise id a cart line needs (`gid://shopify/ProductVariant/...`). */
  id: string;
  title: string;
  availableForSale: boolean;
  price: Money;
  compareAtPrice: Money | null;
}

/** A product a bundle ships (Shopify: the bundle's `custom.bundle_products`), with its own price. */
export interface BundlePart {
  handle: string;
  title: string;
  price: Money;
}

export interface Product {
  /** Storefront id, `gid://shopify/Product/<n>`. */
  id: string;
  /** The catalogue number `<n>` of the id (1-74), which the quiz mapping in Sanity refers to. */
  catalogueNumber: string;
  handle: string;
  title: string;
  /** Who makes it (Shopify's `vendor`); '' when the answer has none. */
  vendor: string;
  subtitle: string | null;
  /** One or two sentences on what the product does (the card's and the dialog's "benefit"). */
  benefit: string;
  price: Money;
  /**
   * The struck-through "original" price; null when the product is not discounted. A bundle's is
   * never above what its parts cost separately (`bundleCompareAtPrice`).
   */
  compareAtPrice: Money | null;
  rating: number;
  reviewCount: number;
  certifications: string[];
  /** Key benefits; empty when the product has none (the detail then shows the spec's defaults). */
  benefits: string[];
  images: ProductImage[];
  variants: ProductVariant[];
  /** The products a bundle ships, each once; empty for a single product, or a bundle whose parts do not all read. */
  bundleParts: BundlePart[];
  availableForSale: boolean;
  /** Shop filter values this product belongs to (`heart`, `blood-sugar`, ...). */
  tags: string[];
  /** When the product last changed in Shopify (ISO date-time); '' when the answer has none. */
  updatedAt: string;
}

/**
 * The shop's lists of products: the whole catalogue in catalogue order, every product the
 * best-selling first (`/bestsellers`), or the bundles only (`/bundles`).
 */
export type ProductListing = 'catalogue' | 'best-selling' | 'bundles';

export interface Collection {
  /** `gid://shopify/Collection/<id>`; the spec's numeric collection ids are the `<id>`. */
  id: string;
  handle: string;
  title: string;
  description: string;
  /** When the collection itself last changed in Shopify (ISO date-time); '' when the answer has none. */
  updatedAt: string;
  products: Product[];
}

export interface CartLine {
  id: string;
  quantity: number;
  merchandiseId: string;
  /** The line's product: its Storefront id (`gid://shopify/Product/<n>`), handle, title and vendor. */
  productId: string;
  productHandle: string;
  productTitle: string;
  vendor: string;
  variantTitle: string;
  image: ProductImage | null;
  /** Price of one unit, and of the whole line. */
  unitPrice: Money;
  totalPrice: Money;
  /** The subscription the line is delivered on ("Delivery every 30 days…"), or null for a one-time purchase. */
  sellingPlan: { id: string; name: string; interval: PlanInterval | null } | null;
  /** The product is sold only to shoppers 18 or older (src/domain/age-check.ts). */
  ageRestricted: boolean;
  /**
   * The line is being added: shown at once while Shopify makes it (cart-change.ts), without its
   * prices or plan, which only Shopify's answer says.
   */
  pending?: true;
}

/** The product a link to the cart names (`/cart?add=`), as the store asks the shopper about it. */
export interface VariantToAdd {
  variantId: string;
  productHandle: string;
  productTitle: string;
  variantTitle: string;
  /** Sold only to shoppers 18 or older (src/domain/age-check.ts). */
  ageRestricted: boolean;
}

/** What a shopper adds to the cart: a variant, how many, and optionally the subscription to deliver it on. */
export interface CartLineToAdd {
  merchandiseId: string;
  quantity: number;
  sellingPlanId?: string;
}

export interface Cart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  lines: CartLine[];
  subtotal: Money;
  total: Money;
  discountCodes: { code: string; applicable: boolean }[];
  /** The discounts the total has taken off the subtotal, one per code or automatic discount. */
  discounts: CartDiscount[];
  /** The cart's attributes, which become the order's (the shopper's date of birth: src/domain/age-check.ts). */
  attributes: { key: string; value: string }[];
}

/** A discount on the whole cart: the code that gave it (null for an automatic one), its name, what it saves. */
export interface CartDiscount {
  code: string | null;
  /** The code, or an automatic discount's title. */
  label: string;
  amount: Money;
}
