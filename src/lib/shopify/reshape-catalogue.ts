/**
 * Storefront API products and collections into the shop's domain types (`src/domain/commerce.ts`):
 * no edges, nodes, metafield JSON or money strings leave this file. Each answer is checked at run
 * time: what a product cannot do without (id, handle, title, price) makes the reshape throw a
 * readable StorefrontError; anything else that is missing or broken falls back to a safe default.
 */
import * as z from 'zod/mini';
import { bundleCompareAtPrice } from '../../domain/bundle-price';
import type { BundlePart, Collection, Money, Product, ProductVariant } from '../../domain/commerce';
import { malformedError, type StorefrontSubject } from './errors';
import type { CollectionQuery, ProductFieldsFragment } from './generated/graphql';
import {
  imageSchema,
  indexMetafields,
  readCount,
  readRating,
  readText,
  readTextList,
  toProductImage,
} from './metafields';
import { moneySchema, read, toMoney } from './reshape-fields';

/** Shopify's `DateTime` (ISO 8601, `2026-03-02T09:00:00Z`): when a product or collection last changed. */
const dateTimeSchema = z.iso.datetime({ offset: true });

/** What a product cannot be shown without. */
const productCoreSchema = z.object({
  id: z.string().check(z.regex(/^gid:\/\/shopify\/Product\/\d+$/, 'must be a Shopify product id')),
  handle: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  priceRange: z.object({ minVariantPrice: moneySchema }),
});

const variantSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  availableForSale: z.boolean(),
  price: moneySchema,
  compareAtPrice: z.nullish(moneySchema),
});

/** A connection's `nodes`, each checked on its own (see `validNodes`). */
const connectionSchema = z.object({ nodes: z.array(z.unknown()) });

/** The items of a connection that match `schema`; the others are left out. */
function validNodes<T>(schema: z.ZodMiniType<T>, connection: unknown): T[] {
  const nodes = read(connectionSchema, connection, { nodes: [] }).nodes;
  return nodes.flatMap((node) => {
    const parsed = schema.safeParse(node);
    return parsed.success ? [parsed.data] : [];
  });
}

function describeIssue(error: z.core.$ZodError): string {
  const first = error.issues[0];
  return first ? `${first.path.join('.') || 'product'}: ${first.message}` : 'unknown field';
}

/** A compare-at price only counts when it is above the price (Shopify sends 0.0 for "none"). */
function discountedFrom(price: Money, compareAt: Money | null): Money | null {
  return compareAt && compareAt.amount > price.amount && compareAt.currencyCode === price.currencyCode
    ? compareAt
    : null;
}

/**
 * A struck price to show: above the price, and for a bundle (`bundleParts` not null) never above its
 * parts bought separately.
 */
function referencePrice(
  price: Money,
  compareAt: Money | null,
  bundleParts: BundlePart[] | null,
): Money | null {
  return bundleParts ? bundleCompareAtPrice(price, compareAt, bundleParts) : discountedFrom(price, compareAt);
}

function reshapeVariant(
  variant: z.infer<typeof variantSchema>,
  bundleParts: BundlePart[] | null,
): ProductVariant {
  const price = toMoney(variant.price);
  return {
    id: variant.id,
    title: variant.title,
    availableForSale: variant.availableForSale,
    price,
    compareAtPrice: referencePrice(
      price,
      variant.compareAtPrice ? toMoney(variant.compareAtPrice) : null,
      bundleParts,
    ),
  };
}

const bundleProductsSchema = z.object({
  value: z.string(),
  references: z.object({ nodes: z.array(z.unknown()) }),
});

const bundlePartSchema = z.object({
  handle: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  priceRange: z.object({ minVariantPrice: moneySchema }),
});

/**
 * A bundle's products from its `custom.bundle_products` metafield (a list of product references);
 * null for a product without one. A saving is worked out from all of them or from none: when one
 * does not read (a product deleted or not on the storefront), the bundle has no parts (`[]`), so it
 * shows neither parts nor a saving nor a struck price, and the console says so.
 */
function readBundleParts(metafield: unknown, bundleTitle: string): BundlePart[] | null {
  if (metafield === null || metafield === undefined) return null;
  const parsed = bundleProductsSchema.safeParse(metafield);
  const listed = parsed.success ? parseJsonList(parsed.data.value) : null;
  const parts = parsed.success ? validNodes(bundlePartSchema, parsed.data.references) : [];
  if (!listed || listed.length === 0 || parts.length !== listed.length) {
    console.warn(
      `${bundleTitle}: its bundle products do not all read (${parts.length} of ${listed?.length ?? '?'}), so it shows no parts and no saving.`,
    );
    return [];
  }
  return parts.map((part) => ({
    handle: part.handle,
    title: part.title,
    price: toMoney(part.priceRange.minVariantPrice),
  }));
}

function parseJsonList(text: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

export function reshapeProduct(node: ProductFieldsFragment, subject: StorefrontSubject = 'product'): Product {
  const core = productCoreSchema.safeParse(node);
  if (!core.success) throw malformedError(subject, describeIssue(core.error), core.error);
  const raw = node as unknown as Record<string, unknown>;
  const { id, handle, title } = core.data;
  const price = toMoney(core.data.priceRange.minVariantPrice);
  const compareAt = read(
    z.object({ minVariantPrice: moneySchema }),
    raw.compareAtPriceRange,
    null as { minVariantPrice: z.infer<typeof moneySchema> } | null,
  );
  const metafields = indexMetafields(raw.metafields);
  const bundleParts = readBundleParts(raw.bundleProducts, title);
  const variants = validNodes(variantSchema, raw.variants).map((variant) =>
    reshapeVariant(variant, bundleParts),
  );
  return {
    id,
    catalogueNumber: id.slice(id.lastIndexOf('/') + 1),
    handle,
    title,
    vendor: read(z.string(), raw.vendor, ''),
    subtitle: readText(metafields.get('custom.subtitle')),
    benefit: read(z.string(), raw.description, '').trim(),
    price,
    compareAtPrice: referencePrice(price, compareAt ? toMoney(compareAt.minVariantPrice) : null, bundleParts),
    rating: readRating(metafields.get('reviews.rating')),
    reviewCount: readCount(metafields.get('reviews.rating_count')),
    certifications: readTextList(metafields.get('custom.certifications')),
    benefits: readTextList(metafields.get('custom.benefits')),
    images: validNodes(imageSchema, raw.images).map((image) => toProductImage(image, title)),
    variants,
    bundleParts: bundleParts ?? [],
    availableForSale: read(
      z.boolean(),
      raw.availableForSale,
      variants.some((variant) => variant.availableForSale),
    ),
    tags: read(z.array(z.string()), raw.tags, []),
    updatedAt: read(dateTimeSchema, raw.updatedAt, ''),
  };
}

/**
 * Products of a list answer. A null entry (an id `nodes` did not find) is skipped; so is a product
 * the shop cannot show, so that one bad product does not hide the other 73 (the console says which).
 */
export function reshapeProducts(nodes: readonly (ProductFieldsFragment | null | undefined)[]): Product[] {
  return nodes.flatMap((node) => {
    if (!node || Object.keys(node).length === 0) return [];
    try {
      return [reshapeProduct(node, 'products')];
    } catch (error) {
      console.warn('Skipped a product the store cannot show:', error);
      return [];
    }
  });
}

type CollectionNode = NonNullable<CollectionQuery['collection']>;

const collectionCoreSchema = z.object({
  id: z.string().check(z.regex(/^gid:\/\/shopify\/Collection\/\d+$/, 'must be a Shopify collection id')),
  handle: z.string(),
  title: z.string().check(z.minLength(1)),
});

export function reshapeCollection(node: CollectionNode): Collection {
  const core = collectionCoreSchema.safeParse(node);
  if (!core.success) throw malformedError('collection', describeIssue(core.error), core.error);
  const raw = node as unknown as Record<string, unknown>;
  const products = read(connectionSchema, raw.products, { nodes: [] }).nodes;
  return {
    ...core.data,
    description: read(z.string(), raw.description, ''),
    updatedAt: read(dateTimeSchema, raw.updatedAt, ''),
    products: reshapeProducts(products as ProductFieldsFragment[]),
  };
}
