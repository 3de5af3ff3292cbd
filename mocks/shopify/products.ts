/**
 * Products, their variants and the collections that hold them, as Storefront objects over the mock
 * catalogue. (One module: a product lists its collections and a collection its products.)
 */
import { AGE_RESTRICTED_TAG } from '../../src/domain/age-check';
import {
  collections,
  findProductByNumber,
  storeDomain,
  type CatalogueCollection,
  type CatalogueProduct,
  type CatalogueVariant,
} from '../data/catalogue';
import { sellingPlanGroupsOf } from '../data/catalogue-selling-plans';
import { connection, emptyConnection, type Args } from './connections';
import { imageObject, mediaImageObject } from './images';
import { hasMetafields, productMetafields } from './metafields';
import { moneyOf } from './money';
import { filterProducts, sortProducts } from './search';
import { sellingPlanAllocationObject, sellingPlanGroupObject, sellingPlansOfVariant } from './selling-plans';

function truncate(text: string, args: Args): string {
  const limit = typeof args.truncateAt === 'number' ? args.truncateAt : null;
  return limit && text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

export function variantObject(product: CatalogueProduct, variant: CatalogueVariant): Record<string, unknown> {
  const image = product.images[0];
  return {
    __typename: 'ProductVariant',
    id: variant.id,
    title: variant.title,
    sku: variant.sku,
    barcode: null,
    availableForSale: variant.availableForSale,
    currentlyNotInStock: !variant.availableForSale,
    quantityAvailable: variant.availableForSale ? 120 : 0,
    price: moneyOf(variant.price),
    priceV2: moneyOf(variant.price),
    compareAtPrice: variant.compareAtPrice ? moneyOf(variant.compareAtPrice) : null,
    compareAtPriceV2: variant.compareAtPrice ? moneyOf(variant.compareAtPrice) : null,
    unitPrice: null,
    unitPriceMeasurement: null,
    image: image ? imageObject(image) : null,
    product: () => productObject(product),
    selectedOptions: variant.selectedOptions,
    requiresShipping: true,
    requiresComponents: false,
    taxable: true,
    weight: 0.4,
    weightUnit: 'POUNDS',
    quantityRule: { minimum: 1, maximum: null, increment: 1 },
    components: emptyConnection,
    groupedBy: emptyConnection,
    quantityPriceBreaks: emptyConnection,
    sellingPlanAllocations: (args: Args) =>
      connection(
        sellingPlansOfVariant(product, variant).map((plan) =>
          sellingPlanAllocationObject(plan, variant.price),
        ),
        args,
        (allocation) => allocation.sellingPlan.id,
      ),
    storeAvailability: emptyConnection,
    shopPayInstallmentsPricing: null,
    ...hasMetafields(() => []),
  };
}

export function productObject(product: CatalogueProduct): Record<string, unknown> {
  const prices = product.variants.map((variant) => variant.price);
  const compareAt = product.variants.map((variant) => variant.compareAtPrice ?? 0);
  const variants = () => product.variants.map((variant) => variantObject(product, variant));
  const firstAvailable = () =>
    variants().find((variant) => variant.availableForSale) ?? variants()[0] ?? null;
  const optionName = product.variants[0]?.selectedOptions[0]?.name ?? 'Title';
  const containing = () =>
    collections.filter((collection) => collection.productNumbers.includes(product.number));
  return {
    __typename: 'Product',
    id: product.id,
    handle: product.handle,
    title: product.title,
    description: (args: Args) => truncate(product.description, args),
    descriptionHtml: `<p>${product.description.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.ageRestricted ? [...product.tags, AGE_RESTRICTED_TAG] : product.tags,
    availableForSale: product.availableForSale,
    isGiftCard: false,
    requiresSellingPlan: false,
    totalInventory: product.availableForSale ? 120 * product.variants.length : 0,
    createdAt: product.createdAt,
    publishedAt: product.createdAt,
    updatedAt: product.updatedAt,
    onlineStoreUrl: product.onlineStoreUrl,
    trackingParameters: null,
    encodedVariantAvailability: null,
    encodedVariantExistence: null,
    category: null,
    seo: { title: null, description: null },
    priceRange: {
      minVariantPrice: moneyOf(Math.min(...prices)),
      maxVariantPrice: moneyOf(Math.max(...prices)),
    },
    compareAtPriceRange: {
      minVariantPrice: moneyOf(Math.min(...compareAt)),
      maxVariantPrice: moneyOf(Math.max(...compareAt)),
    },
    featuredImage: product.images[0] ? imageObject(product.images[0]) : null,
    images: (args: Args) => connection(product.images.map(imageObject), args, (image) => image.id),
    media: (args: Args) =>
      connection(
        product.images.map((image, index) => mediaImageObject(image, product.number * 10 + index)),
        args,
        (media) => media.id,
      ),
    variants: (args: Args) => connection(variants(), args, (variant) => String(variant.id)),
    variantsCount: { count: product.variants.length, precision: 'EXACT' },
    selectedOrFirstAvailableVariant: firstAvailable,
    variantBySelectedOptions: ({ selectedOptions }: Args) => {
      const wanted = selectedOptions as { name: string; value: string }[];
      const match = product.variants.find((variant) =>
        wanted.every((option) =>
          variant.selectedOptions.some(
            (selected) => selected.name === option.name && selected.value === option.value,
          ),
        ),
      );
      return match ? variantObject(product, match) : null;
    },
    adjacentVariants: () => [],
    options: () => [
      {
        __typename: 'ProductOption',
        id: `gid://shopify/ProductOption/${product.number}`,
        name: optionName,
        values: product.variants.map((variant) => variant.title),
        optionValues: product.variants.map((variant, index) => ({
          __typename: 'ProductOptionValue',
          id: `gid://shopify/ProductOptionValue/${product.number * 10 + index}`,
          name: variant.title,
          swatch: null,
          firstSelectableVariant: () => variantObject(product, variant),
        })),
      },
    ],
    collections: (args: Args) =>
      connection(containing().map(collectionObject), args, (collection) => collection.id),
    sellingPlanGroups: (args: Args) =>
      connection(sellingPlanGroupsOf(product).map(sellingPlanGroupObject), args, (group) => group.name),
    ...hasMetafields(() => productMetafields(product, () => productObject(product), partObject)),
  };
}

/** A product a bundle's metafield references (the catalogue checks each one exists). */
function partObject(number: number): Record<string, unknown> & { id: string } {
  const part = findProductByNumber(number);
  if (!part) throw new Error(`A bundle references product ${number}, which the catalogue does not have`);
  return productObject(part) as Record<string, unknown> & { id: string };
}

export const productConnection = (products: CatalogueProduct[], args: Args) =>
  connection(products.map(productObject), args, (product) => String(product.id));

export function collectionObject(collection: CatalogueCollection): Record<string, unknown> & { id: string } {
  const products = () =>
    collection.productNumbers.flatMap((number) => {
      const product = findProductByNumber(number);
      return product ? [product] : [];
    });
  return {
    __typename: 'Collection',
    id: `gid://shopify/Collection/${collection.id}`,
    handle: collection.handle,
    title: collection.title,
    description: (args: Args) => truncate(collection.description, args),
    descriptionHtml: `<p>${collection.description}</p>`,
    image: null,
    onlineStoreUrl: `https://${storeDomain}/collections/${collection.handle}`,
    updatedAt: '2025-06-02T09:00:00Z',
    seo: { title: null, description: null },
    trackingParameters: null,
    products: (args: Args) => {
      const sortKey =
        args.sortKey === 'COLLECTION_DEFAULT' || args.sortKey === 'MANUAL' ? null : args.sortKey;
      return productConnection(sortProducts(filterProducts(products(), args.filters), sortKey), args);
    },
    ...hasMetafields(() => []),
  };
}
