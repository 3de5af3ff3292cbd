/**
 * The mock shop's catalogue as the Shopify admin would hold it: 74 products (ids 1-74) with their
 * variants, images and metafields, and the collections the store links to (one per condition, the
 * learn topics reuse those, plus `bestsellers` and `bundles`). Each product's rating and review
 * count are the figures of its sample reviews (reviews.ts). The mock Storefront API (mocks/shopify/)
 * answers GraphQL over these records.
 */
import { mockConfig } from '../../src/config/env-schema';
import { averageRating } from '../../src/domain/reviews/summary';
import { SHOPIFY_FILES_PATH } from '../media/paths';
import {
  filterTags,
  handleize,
  productRows,
  type FilterTag,
  type ProductForm,
  type ProductRow,
} from './catalogue-products';
import { reviewSummaryOf } from './reviews';

export { filterTags, handleize, type FilterTag, type ProductForm };

export const storeDomain = mockConfig.shopify.storeDomain;
/** Where the mock shop's product images live: the path of Shopify's CDN on a shop's domain. */
const productImageBase = SHOPIFY_FILES_PATH;

export type ImageKind = 'front' | 'lifestyle' | 'benefits';

export interface CatalogueImage {
  id: string;
  kind: ImageKind;
  fileName: string;
  url: string;
  altText: string;
  width: number;
  height: number;
}

export interface CatalogueVariant {
  id: string;
  title: string;
  sku: string;
  price: number;
  compareAtPrice: number | null;
  availableForSale: boolean;
  selectedOptions: { name: string; value: string }[];
}

export interface CatalogueProduct {
  /** The catalogue number the quiz mapping uses, also the numeric part of the Storefront id. */
  number: number;
  id: string;
  handle: string;
  title: string;
  subtitle: string | null;
  description: string;
  productType: string;
  vendor: string;
  form: ProductForm;
  count: string;
  colour: string;
  tags: FilterTag[];
  rating: number;
  reviewCount: number;
  certifications: string[];
  benefits: string[];
  images: CatalogueImage[];
  benefitImage: CatalogueImage | null;
  /** A bundle's products by catalogue number (its `custom.bundle_products`); empty for a single product. */
  bundleProducts: number[];
  /**
   * Sold only to shoppers 18 or older: Shopify's `age-restricted` tag (src/domain/age-check.ts). The
   * products the shop sells for weight management, and the bundles that ship one.
   */
  ageRestricted: boolean;
  variants: CatalogueVariant[];
  availableForSale: boolean;
  onlineStoreUrl: string;
  createdAt: string;
  updatedAt: string;
}

export interface CatalogueCollection {
  id: string;
  handle: string;
  title: string;
  description: string;
  /** Catalogue numbers in the collection's manual order. */
  productNumbers: number[];
}

const productTypes: Record<ProductForm, string> = {
  capsules: 'Capsules',
  softgels: 'Softgels',
  tablets: 'Tablets',
  gummies: 'Gummies',
  powder: 'Powder',
  bundle: 'Bundle',
};

function day(offset: number): string {
  return new Date(Date.UTC(2024, 0, 8) + offset * 86_400_000).toISOString().replace('.000', '');
}

function image(row: ProductRow, handle: string, kind: ImageKind, index: number): CatalogueImage {
  const fileName = `${handle}-${kind}.svg`;
  const wide = kind === 'benefits';
  const alt: Record<ImageKind, string> = {
    front: `${row.title} bottle, ${row.count}`,
    lifestyle: `${row.title} ${row.form === 'bundle' ? 'products' : row.form} on a table`,
    benefits: `Key benefits of ${row.title}`,
  };
  return {
    id: `gid://shopify/ProductImage/${row.number * 10 + index}`,
    kind,
    fileName,
    url: `${productImageBase}/${fileName}?v=1`,
    altText: alt[kind],
    width: wide ? 1200 : 800,
    height: 800,
  };
}

/** Weight-management products are marketed for weight loss (New York's rule), and so are bundles of one. */
const weightProducts = new Set(
  productRows.filter((row) => row.tags.includes('weight')).map((row) => row.number),
);
const isAgeRestrictedRow = (row: ProductRow) =>
  weightProducts.has(row.number) || (row.bundleProducts ?? []).some((number) => weightProducts.has(number));

function buildProduct(row: ProductRow): CatalogueProduct {
  const handle = handleize(row.title);
  // One or two shots per product, like a real catalogue filled in over time. The Supplement Facts
  // are data (a metaobject), never a picture of a panel.
  const imageKinds = (['front', 'lifestyle'] as const).slice(0, 2 - ((row.number - 1) % 2));
  const variantRows = row.variants ?? [
    { title: 'Default Title', price: row.price, compareAtPrice: row.compareAtPrice },
  ];
  const optionName = row.variants ? 'Size' : 'Title';
  const variants = variantRows.map((variant, index) => ({
    id: `gid://shopify/ProductVariant/${row.number * 1000 + index + 1}`,
    title: variant.title,
    sku: `SW-${String(row.number).padStart(3, '0')}-${index + 1}`,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    availableForSale: !row.soldOut,
    selectedOptions: [{ name: optionName, value: variant.title }],
  }));
  const benefits = row.benefits ?? [];
  // The figures of the published seed reviews, as the review Functions keep them.
  const reviews = reviewSummaryOf(handle);
  return {
    number: row.number,
    id: `gid://shopify/Product/${row.number}`,
    handle,
    title: row.title,
    subtitle: row.subtitle ?? null,
    description: row.description,
    productType: productTypes[row.form],
    vendor: 'Sankofa Wellness',
    form: row.form,
    count: row.count,
    colour: row.colour,
    tags: row.tags,
    rating: averageRating(reviews),
    reviewCount: reviews.count,
    certifications: row.certifications,
    benefits,
    images: imageKinds.map((kind, index) => image(row, handle, kind, index + 1)),
    benefitImage: benefits.length > 0 ? image(row, handle, 'benefits', 9) : null,
    bundleProducts: row.bundleProducts ?? [],
    ageRestricted: isAgeRestrictedRow(row),
    variants,
    availableForSale: variants.some((variant) => variant.availableForSale),
    onlineStoreUrl: `https://${storeDomain}/products/${handle}`,
    createdAt: day(row.number * 3),
    updatedAt: day(row.number * 3 + 200),
  };
}

export const catalogue: CatalogueProduct[] = productRows.map(buildProduct);

const byNumber = new Map(catalogue.map((product) => [product.number, product]));
const byHandle = new Map(catalogue.map((product) => [product.handle, product]));
const variantIndex = new Map(
  catalogue.flatMap((product) =>
    product.variants.map((variant) => [variant.id, { product, variant }] as const),
  ),
);
export const findProductByNumber = (number: number) => byNumber.get(number) ?? null;
export const findProductByHandle = (handle: string) => byHandle.get(handle) ?? null;
export const findVariant = (id: string) => variantIndex.get(id) ?? null;

function tagged(tag: FilterTag): number[] {
  return catalogue.filter((product) => product.tags.includes(tag)).map((product) => product.number);
}

/** One collection per condition; the ids are the ones the spec and the Sanity seed refer to. */
const conditionCollections: [id: string, handle: string, title: string, tag: FilterTag, about: string][] = [
  ['264242954334', 'blood-sugar-support', 'Blood Sugar Support', 'blood-sugar', 'healthy blood sugar levels'],
  ['287821037662', 'heart-health', 'Heart Health', 'heart', 'a strong, healthy heart'],
  [
    '287821135966',
    'blood-pressure-support',
    'Blood Pressure Support',
    'blood-pressure',
    'healthy blood pressure',
  ],
  ['287821299806', 'cholesterol-support', 'Cholesterol Support', 'cholesterol', 'healthy cholesterol levels'],
  ['287821365342', 'weight-management', 'Weight Management', 'weight', 'your weight management goals'],
  [
    '287821398110',
    'joint-bone-support',
    'Joint & Bone Support',
    'joint',
    'comfortable joints and strong bones',
  ],
  ['287821561950', 'brain-health', 'Brain Health', 'brain', 'memory, focus and clarity'],
  ['287822119006', 'immune-support', 'Immune Support', 'immune', 'your immune defenses'],
  ['287822217310', 'digestive-health', 'Digestive Health', 'digestion', 'healthy, comfortable digestion'],
  ['287822282846', 'sleep-support', 'Sleep Support', 'sleep', 'restful sleep'],
  ['287822348382', 'stress-mood-support', 'Stress & Mood Support', 'stress', 'a calm, balanced mood'],
  ['287822381150', 'eye-health', 'Eye Health', 'eye', 'healthy vision'],
  ['287822446686', 'mens-health', "Men's Health", 'mens-health', "men's health and vitality"],
  ['280699142238', 'womens-health', "Women's Health", 'womens-health', "women's health at every stage"],
  ['287822577758', 'beauty-wellness', 'Beauty & Wellness', 'skin', 'healthy skin, hair and nails'],
  ['287822676062', 'energy-support', 'Energy Support', 'energy', 'natural, steady energy'],
  ['287822741598', 'respiratory-health', 'Respiratory Health', 'respiratory', 'clear, easy breathing'],
  ['287822807134', 'liver-health', 'Liver Health', 'liver', 'healthy liver function'],
  ['287822872670', 'urinary-health', 'Urinary Tract Health', 'urinary', 'urinary tract and bladder health'],
  ['287822938206', 'daily-nutrition', 'Daily Nutrition', 'nutrition', 'complete everyday nutrition'],
];

const bestsellerNumbers = catalogue
  .filter((product) => product.availableForSale)
  .sort((a, b) => b.reviewCount - a.reviewCount)
  .slice(0, 12)
  .map((product) => product.number);

export const collections: CatalogueCollection[] = [
  ...conditionCollections.map(([id, handle, title, tag, about]) => ({
    id,
    handle,
    title,
    description: `Science-driven supplements that support ${about}, third-party tested and made in a cGMP certified facility.`,
    productNumbers: tagged(tag),
  })),
  {
    id: '288900000001',
    handle: 'bestsellers',
    title: 'Bestsellers',
    description: 'The formulas our community reorders most.',
    productNumbers: bestsellerNumbers,
  },
  {
    id: '288900000002',
    handle: 'bundles',
    title: 'Bundles',
    description: 'Complete routines of complementary formulas, at a better price than buying each one.',
    productNumbers: catalogue.filter((product) => product.form === 'bundle').map((product) => product.number),
  },
];

export const findCollectionById = (id: string) =>
  collections.find((collection) => collection.id === id) ?? null;
export const findCollectionByHandle = (handle: string) =>
  collections.find((collection) => collection.handle === handle) ?? null;
