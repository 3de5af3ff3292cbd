/**
 * Metafields and metaobjects: the product facts the store reads (docs/shopify-setup.md, "Product facts"), among them
 * a product's Supplement Facts as the merchant enters them, a `supplement_facts` metaobject whose rows
 * and blends are metaobjects of their own.
 */
import type { CatalogueProduct } from '../data/catalogue';
import { factsOfProduct } from '../data/catalogue-facts';
import type { SupplementFacts } from '../../src/domain/supplement-facts';
import { averageRating } from '../../src/domain/reviews/summary';
import { mockFirestore } from '../firebase/mock-firestore';
import { fromFields } from '../firebase/firestore-values';
import { connection, type Args } from './connections';
import { mediaImageObject } from './images';

/** The `metafield` and `metafields` fields of a resource whose metafields are `all()`. */
export function hasMetafields<T extends { namespace: string; key: string }>(all: () => T[]) {
  const find = ({ namespace, key }: { namespace?: unknown; key?: unknown }) =>
    all().find((metafield) => metafield.key === key && metafield.namespace === (namespace ?? '$app')) ?? null;
  return {
    metafield: (args: Args) => find(args),
    metafields: ({ identifiers }: Args) => (identifiers as { namespace?: string; key: string }[]).map(find),
  };
}

interface MetaobjectFieldValue {
  key: string;
  type: string;
  /** The field's value as Shopify stores it (text, a decimal, JSON); null when left empty. */
  value: string | number | boolean | string[] | null;
  /** The metaobjects a `list.metaobject_reference` field points at. */
  references?: Record<string, unknown>[];
}

function metaobjectObject(type: string, id: string, updatedAt: string, values: MetaobjectFieldValue[]) {
  const fields = values.map(({ key, type: fieldType, value, references }) => ({
    __typename: 'MetaobjectField',
    key,
    type: fieldType,
    value:
      references !== undefined
        ? JSON.stringify(references.map((reference) => reference.id))
        : value === null
          ? null
          : Array.isArray(value)
            ? JSON.stringify(value)
            : String(value),
    reference: null,
    references: references
      ? (args: Args) => connection(references, args, (reference) => String(reference.id))
      : null,
  }));
  return {
    __typename: 'Metaobject',
    id,
    handle: id.split('/').pop(),
    type,
    updatedAt,
    onlineStoreUrl: null,
    seo: null,
    fields,
    field: ({ key }: Args) => fields.find((field) => field.key === key) ?? null,
  };
}

function supplementFactsObject(product: CatalogueProduct, facts: SupplementFacts) {
  // Ids by product: the panel is <n>000, its rows <n>001..., its blends <n>101...
  const gid = (index: number) => `gid://shopify/Metaobject/${product.number * 1000 + index}`;
  const rows = facts.rows.map((row, index) =>
    metaobjectObject('supplement_facts_row', gid(index + 1), product.updatedAt, [
      { key: 'name', type: 'single_line_text_field', value: row.name },
      { key: 'form', type: 'single_line_text_field', value: row.form },
      { key: 'amount', type: 'number_decimal', value: row.amount },
      { key: 'unit', type: 'single_line_text_field', value: row.unit },
      { key: 'amount_note', type: 'single_line_text_field', value: row.amountNote },
      { key: 'daily_value', type: 'number_decimal', value: row.dailyValue },
      { key: 'indent', type: 'boolean', value: row.indent },
    ]),
  );
  const blends = facts.blends.map((blend, index) =>
    metaobjectObject('supplement_facts_blend', gid(101 + index), product.updatedAt, [
      { key: 'name', type: 'single_line_text_field', value: blend.name },
      { key: 'amount', type: 'number_decimal', value: blend.amount },
      { key: 'unit', type: 'single_line_text_field', value: blend.unit },
      { key: 'ingredients', type: 'list.single_line_text_field', value: blend.ingredients },
    ]),
  );
  return metaobjectObject('supplement_facts', gid(0), product.updatedAt, [
    { key: 'serving_size', type: 'single_line_text_field', value: facts.servingSize },
    { key: 'servings_per_container', type: 'number_integer', value: facts.servingsPerContainer },
    { key: 'rows', type: 'list.metaobject_reference', value: null, references: rows },
    { key: 'blends', type: 'list.metaobject_reference', value: null, references: blends },
    { key: 'other_ingredients', type: 'multi_line_text_field', value: facts.otherIngredients },
    { key: 'allergens', type: 'multi_line_text_field', value: facts.allergens },
    { key: 'suggested_use', type: 'multi_line_text_field', value: facts.suggestedUse },
    { key: 'warnings', type: 'multi_line_text_field', value: facts.warnings },
  ]);
}

/**
 * A product's review figures as the local shop's `reviews.rating` and `reviews.rating_count`: read
 * from the local Firestore's `review_summaries/<handle>` on every request, so a review published,
 * withdrawn or deleted in mock mode changes them at once (live, the reviews' Functions write the
 * same figures to Shopify). A product without a summary document has the catalogue's figures.
 */
function reviewFigures(product: CatalogueProduct): { rating: number; count: number } {
  const stored = mockFirestore.get(`review_summaries/${product.handle}`);
  if (!stored) return { rating: product.rating, count: product.reviewCount };
  const { count, sum } = fromFields(stored.fields);
  const figures = {
    count: typeof count === 'number' ? count : 0,
    sum: typeof sum === 'number' ? sum : 0,
  };
  return { rating: averageRating(figures), count: figures.count };
}

/**
 * A product's metafields (reviews, subtitle, certifications, benefits, Supplement Facts, benefit
 * image, a bundle's products). `productOf` gives the Storefront object of a product a reference
 * points at.
 */
export function productMetafields(
  product: CatalogueProduct,
  parentResource: () => unknown,
  productOf: (number: number) => Record<string, unknown> & { id: string },
) {
  const values: {
    namespace: string;
    key: string;
    type: string;
    value: string;
    reference?: unknown;
    references?: (args: Args) => unknown;
  }[] = [];
  const figures = reviewFigures(product);
  // As Shopify keeps them: no rating without reviews (a rating cannot be below its scale).
  if (figures.count > 0) {
    values.push({
      namespace: 'reviews',
      key: 'rating',
      type: 'rating',
      value: JSON.stringify({ scale_min: '1.0', scale_max: '5.0', value: figures.rating.toFixed(1) }),
    });
  }
  values.push(
    { namespace: 'reviews', key: 'rating_count', type: 'number_integer', value: String(figures.count) },
    {
      namespace: 'custom',
      key: 'certifications',
      type: 'list.single_line_text_field',
      value: JSON.stringify(product.certifications),
    },
  );
  if (product.subtitle) {
    values.push({
      namespace: 'custom',
      key: 'subtitle',
      type: 'single_line_text_field',
      value: product.subtitle,
    });
  }
  if (product.benefits.length > 0) {
    values.push({
      namespace: 'custom',
      key: 'benefits',
      type: 'list.single_line_text_field',
      value: JSON.stringify(product.benefits),
    });
  }
  const facts = factsOfProduct(product.number);
  if (facts) {
    const reference = supplementFactsObject(product, facts);
    values.push({
      namespace: 'custom',
      key: 'supplement_facts',
      type: 'metaobject_reference',
      value: reference.id,
      reference,
    });
  }
  if (product.bundleProducts.length > 0) {
    const parts = product.bundleProducts;
    values.push({
      namespace: 'custom',
      key: 'bundle_products',
      type: 'list.product_reference',
      value: JSON.stringify(parts.map((number) => `gid://shopify/Product/${number}`)),
      references: (args: Args) => connection(parts.map(productOf), args, (part) => part.id),
    });
  }
  if (product.benefitImage) {
    values.push({
      namespace: 'custom',
      key: 'benefit_image',
      type: 'file_reference',
      value: `gid://shopify/MediaImage/${product.number}`,
      reference: mediaImageObject(product.benefitImage, product.number),
    });
  }
  return values.map((metafield, index) => ({
    __typename: 'Metafield',
    id: `gid://shopify/Metafield/${product.number * 100 + index}`,
    description: null,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    references: null,
    reference: null,
    parentResource,
    ...metafield,
  }));
}
