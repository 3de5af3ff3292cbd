/**
 * A small, honest Storefront API over the mock catalogue: each request is parsed, validated against
 * the real 2026-04 schema shipped with hydrogen-react and executed with graphql-js. Resolvers are
 * plain objects whose fields are values or functions of the field's arguments (graphql-js's default
 * field resolver calls them); abstract types resolve through `__typename`. Errors come back in the
 * shape Shopify's GraphQL server (graphql-ruby) gives them.
 */
import {
  GraphQLError,
  buildClientSchema,
  execute,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type IntrospectionQuery,
} from 'graphql';
import schemaJson from '@shopify/hydrogen-react/storefront.schema.json?raw';
import {
  catalogue,
  collections,
  findCollectionByHandle,
  findCollectionById,
  findProductByHandle,
  findProductByNumber,
  findVariant,
  storeDomain,
  type CatalogueCollection,
  type CatalogueImage,
  type CatalogueProduct,
  type CatalogueVariant,
} from '../data/catalogue';
import {
  addCartLines,
  cartGid,
  checkoutUrl,
  createCart,
  findCart,
  priceCart,
  removeCartLines,
  updateAttributes,
  updateBuyerIdentity,
  updateCartLines,
  updateDiscountCodes,
  updateNote,
  type CartMutationResult,
  type StoredCart,
} from './carts';
import { factsOfProduct } from '../data/catalogue-facts';
import {
  sellingPlanGroupsOf,
  type MockSellingPlan,
  type MockSellingPlanGroup,
} from '../data/catalogue-selling-plans';
import type { SupplementFacts } from '../../src/domain/supplement-facts';
import { filterProducts, searchProducts, sortProducts, textMatches } from './search';
import { documentPaths, executionError, locationsOf, validationError, type StorefrontResult } from './errors';

const schema = buildClientSchema(JSON.parse(schemaJson) as IntrospectionQuery);

type Args = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// Scalars and small objects

/** Shopify's Decimal: "199.99", "1500.0". */
function decimal(cents: number): string {
  const text = String(cents / 100);
  return text.includes('.') ? text : `${text}.0`;
}

const money = (cents: number) => ({ amount: decimal(cents), currencyCode: 'USD' });
const moneyOf = (amount: number) => money(Math.round(amount * 100));

function truncate(text: string, args: Args): string {
  const limit = typeof args.truncateAt === 'number' ? args.truncateAt : null;
  return limit && text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

function imageObject(image: CatalogueImage) {
  const transformed = (args: Args) => {
    const transform = (args.transform ?? {}) as { maxWidth?: number; maxHeight?: number };
    const params = [
      transform.maxWidth ? `width=${transform.maxWidth}` : '',
      transform.maxHeight ? `height=${transform.maxHeight}` : '',
    ].filter(Boolean);
    return params.length > 0 ? `${image.url}&${params.join('&')}` : image.url;
  };
  return {
    __typename: 'Image',
    id: image.id,
    url: transformed,
    altText: image.altText,
    width: image.width,
    height: image.height,
    thumbhash: null,
    src: image.url,
    originalSrc: image.url,
    transformedSrc: image.url,
  };
}

function mediaImageObject(image: CatalogueImage, number: number) {
  return {
    __typename: 'MediaImage',
    id: `gid://shopify/MediaImage/${number}`,
    alt: image.altText,
    image: imageObject(image),
    previewImage: imageObject(image),
    mediaContentType: 'IMAGE',
    presentation: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Connections (Relay pagination with Shopify's limits)

const MAX_PAGE_SIZE = 250;

function argumentError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });
}

const encodeCursor = (key: string) => btoa(JSON.stringify({ last_id: key }));

function decodeCursor(cursor: unknown): string | null {
  if (typeof cursor !== 'string') return null;
  try {
    const decoded: unknown = JSON.parse(atob(cursor));
    return decoded && typeof decoded === 'object' && 'last_id' in decoded ? String(decoded.last_id) : null;
  } catch {
    return null;
  }
}

function connection<T>(items: T[], args: Args, keyOf: (item: T) => string) {
  const { first, last, after, before, reverse } = args as {
    first?: number | null;
    last?: number | null;
    after?: string | null;
    before?: string | null;
    reverse?: boolean | null;
  };
  if (first == null && last == null) throw argumentError('you must provide one of first or last');
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value == null) continue;
    if (value < 0) throw argumentError(`${name} must be a non-negative integer`);
    if (value > MAX_PAGE_SIZE) throw argumentError(`${name} cannot exceed ${MAX_PAGE_SIZE}`);
  }
  const ordered = reverse ? [...items].reverse() : items;
  let start = 0;
  let end = ordered.length;
  if (after != null) {
    const key = decodeCursor(after);
    if (key === null) throw argumentError(`Invalid cursor for current pagination sort.`);
    start = ordered.findIndex((item) => keyOf(item) === key) + 1;
  }
  if (before != null) {
    const key = decodeCursor(before);
    if (key === null) throw argumentError(`Invalid cursor for current pagination sort.`);
    const index = ordered.findIndex((item) => keyOf(item) === key);
    if (index >= 0) end = index;
  }
  let page = ordered.slice(start, end);
  let hasNextPage = end < ordered.length;
  let hasPreviousPage = start > 0;
  if (first != null && page.length > first) {
    page = page.slice(0, first);
    hasNextPage = true;
  }
  if (last != null && page.length > last) {
    page = page.slice(page.length - last);
    hasPreviousPage = true;
  }
  const edges = page.map((node) => ({ cursor: encodeCursor(keyOf(node)), node }));
  return {
    edges,
    nodes: page,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

const emptyConnection = (args: Args) => connection([], { first: 0, ...args }, () => '');

// ---------------------------------------------------------------------------------------------
// Metaobjects: a product's Supplement Facts, as the merchant enters them (README, "Product facts")

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

// ---------------------------------------------------------------------------------------------
// Selling plans (Subscribe & save)

function sellingPlanObject(plan: MockSellingPlan) {
  const adjustmentValue =
    'percentage' in plan.adjustment
      ? {
          __typename: 'SellingPlanPercentagePriceAdjustment',
          adjustmentPercentage: plan.adjustment.percentage,
        }
      : {
          __typename: 'SellingPlanFixedAmountPriceAdjustment',
          adjustmentAmount: moneyOf(plan.adjustment.amount),
        };
  const interval = { interval: 'DAY', intervalCount: plan.days };
  return {
    __typename: 'SellingPlan',
    id: `gid://shopify/SellingPlan/${plan.id}`,
    name: plan.name,
    description: null,
    recurringDeliveries: true,
    options: [{ name: 'Delivery every', value: `${plan.days} days` }],
    billingPolicy: { __typename: 'SellingPlanRecurringBillingPolicy', ...interval },
    deliveryPolicy: { __typename: 'SellingPlanRecurringDeliveryPolicy', ...interval },
    checkoutCharge: {
      type: 'PERCENTAGE',
      value: { __typename: 'SellingPlanCheckoutChargePercentageValue', percentage: 100 },
    },
    priceAdjustments: [{ orderCount: null, adjustmentValue }],
    ...hasMetafields(() => []),
  };
}

function sellingPlanGroupObject(group: MockSellingPlanGroup) {
  return {
    __typename: 'SellingPlanGroup',
    name: group.name,
    appName: 'Sankofa Subscriptions',
    options: [{ name: 'Delivery every', values: group.plans.map((plan) => `${plan.days} days`) }],
    sellingPlans: (args: Args) => connection(group.plans.map(sellingPlanObject), args, (plan) => plan.id),
  };
}

// ---------------------------------------------------------------------------------------------
// Products

function metafieldValues(product: CatalogueProduct) {
  const values: { namespace: string; key: string; type: string; value: string; reference?: unknown }[] = [
    {
      namespace: 'reviews',
      key: 'rating',
      type: 'rating',
      value: JSON.stringify({ scale_min: '1.0', scale_max: '5.0', value: product.rating.toFixed(1) }),
    },
    { namespace: 'reviews', key: 'rating_count', type: 'number_integer', value: String(product.reviewCount) },
    {
      namespace: 'custom',
      key: 'certifications',
      type: 'list.single_line_text_field',
      value: JSON.stringify(product.certifications),
    },
  ];
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
    parentResource: () => productObject(product),
    ...metafield,
  }));
}

function hasMetafields<T extends { namespace: string; key: string }>(all: () => T[]) {
  return {
    metafield: ({ namespace, key }: Args) =>
      all().find((metafield) => metafield.key === key && metafield.namespace === (namespace ?? '$app')) ??
      null,
    metafields: ({ identifiers }: Args) =>
      (identifiers as { namespace?: string; key: string }[]).map(
        ({ namespace, key }) =>
          all().find((metafield) => metafield.key === key && metafield.namespace === (namespace ?? '$app')) ??
          null,
      ),
  };
}

function variantObject(product: CatalogueProduct, variant: CatalogueVariant): Record<string, unknown> {
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
    sellingPlanAllocations: emptyConnection,
    storeAvailability: emptyConnection,
    shopPayInstallmentsPricing: null,
    ...hasMetafields(() => []),
  };
}

function productObject(product: CatalogueProduct): Record<string, unknown> {
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
    tags: product.tags,
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
    ...hasMetafields(() => metafieldValues(product)),
  };
}

const productConnection = (products: CatalogueProduct[], args: Args) =>
  connection(products.map(productObject), args, (product) => String(product.id));

// ---------------------------------------------------------------------------------------------
// Collections

function collectionObject(collection: CatalogueCollection): Record<string, unknown> & { id: string } {
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

// ---------------------------------------------------------------------------------------------
// Carts

function cartObject(cart: StoredCart): Record<string, unknown> {
  const priced = priceCart(cart);
  const lines = priced.lines.map(({ line, merchandise, plan, unitCents, totalCents }) => ({
    __typename: 'CartLine',
    id: line.id,
    quantity: line.quantity,
    attributes: line.attributes,
    attribute: ({ key }: Args) => line.attributes.find((attribute) => attribute.key === key) ?? null,
    cost: {
      amountPerQuantity: money(unitCents),
      compareAtAmountPerQuantity: merchandise.variant.compareAtPrice
        ? moneyOf(merchandise.variant.compareAtPrice)
        : null,
      subtotalAmount: money(totalCents),
      totalAmount: money(totalCents),
    },
    estimatedCost: {
      amount: money(totalCents),
      subtotalAmount: money(totalCents),
      totalAmount: money(totalCents),
      compareAtAmount: null,
    },
    discountAllocations: [],
    merchandise: variantObject(merchandise.product, merchandise.variant),
    sellingPlanAllocation: plan && {
      sellingPlan: sellingPlanObject(plan),
      checkoutChargeAmount: money(unitCents),
      remainingBalanceChargeAmount: money(0),
      priceAdjustments: [
        {
          price: money(unitCents),
          compareAtPrice: moneyOf(merchandise.variant.price),
          perDeliveryPrice: money(unitCents),
          unitPrice: null,
        },
      ],
    },
    instructions: { canRemove: true, canUpdateQuantity: true },
    parentRelationship: null,
  }));
  const discountAllocations = priced.appliedCode
    ? [
        {
          __typename: 'CartCodeDiscountAllocation',
          code: priced.appliedCode,
          discountedAmount: money(priced.discountCents),
          targetType: 'LINE_ITEM',
          discountApplication: {
            allocationMethod: 'ACROSS',
            targetSelection: 'ALL',
            targetType: 'LINE_ITEM',
            value: { __typename: 'PricingPercentageValue', percentage: 10 },
          },
        },
      ]
    : [];
  const cost = {
    subtotalAmount: money(priced.subtotalCents),
    subtotalAmountEstimated: false,
    totalAmount: money(priced.totalCents),
    totalAmountEstimated: false,
    checkoutChargeAmount: money(priced.totalCents),
    totalTaxAmount: null,
    totalTaxAmountEstimated: false,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
  };
  return {
    __typename: 'Cart',
    id: cartGid(cart),
    checkoutUrl: checkoutUrl(cart),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    note: cart.note,
    attributes: cart.attributes,
    attribute: ({ key }: Args) => cart.attributes.find((attribute) => attribute.key === key) ?? null,
    totalQuantity: priced.totalQuantity,
    buyerIdentity: {
      ...cart.buyerIdentity,
      customer: null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    lines: (args: Args) => connection(lines, args, (line) => line.id),
    cost,
    estimatedCost: { ...cost, checkoutChargeAmount: cost.checkoutChargeAmount },
    discountCodes: priced.discountCodes,
    discountAllocations,
    appliedGiftCards: [],
    delivery: { addresses: () => [] },
    deliveryGroups: emptyConnection,
    ...hasMetafields(() => []),
  };
}

function payload({ cart, userErrors, warnings }: CartMutationResult) {
  return { cart: cart ? cartObject(cart) : null, userErrors, warnings };
}

// ---------------------------------------------------------------------------------------------
// Global ids and the root

function parseGid(id: unknown): { type: string; key: string } {
  const match = typeof id === 'string' ? /^gid:\/\/shopify\/(\w+)\/([^/?]+)(\?.*)?$/.exec(id) : null;
  if (!match?.[1] || !match[2]) {
    throw new GraphQLError(`Invalid global id '${String(id)}'`, {
      extensions: { code: 'argumentLiteralsIncompatible', typeName: 'CoercionError' },
    });
  }
  return { type: match[1], key: match[2] };
}

function nodeById(id: unknown): Record<string, unknown> | null {
  const { type, key } = parseGid(id);
  switch (type) {
    case 'Product': {
      const product = findProductByNumber(Number(key));
      return product ? productObject(product) : null;
    }
    case 'ProductVariant': {
      const found = findVariant(String(id));
      return found ? variantObject(found.product, found.variant) : null;
    }
    case 'Collection': {
      const collection = findCollectionById(key);
      return collection ? collectionObject(collection) : null;
    }
    case 'Cart': {
      const cart = findCart(String(id));
      return cart ? cartObject(cart) : null;
    }
    default:
      return null;
  }
}

const shop = {
  __typename: 'Shop',
  id: 'gid://shopify/Shop/1',
  name: 'Sankofa Wellness',
  description: 'Science-driven supplements made with African American health needs in mind.',
  moneyFormat: '${{amount}}',
  primaryDomain: { host: storeDomain, url: `https://${storeDomain}`, sslEnabled: true },
  shipsToCountries: ['US'],
  brand: null,
  privacyPolicy: null,
  refundPolicy: null,
  shippingPolicy: null,
  termsOfService: null,
  subscriptionPolicy: null,
  ...hasMetafields(() => []),
};

function stringConnection(values: string[], args: Args) {
  return connection(values, args, (value) => value);
}

const root = {
  products: (args: Args) =>
    productConnection(sortProducts(searchProducts(catalogue, args.query), args.sortKey ?? 'ID'), args),
  product: ({ id, handle }: Args) => {
    if (id != null) return nodeById(id);
    const product = typeof handle === 'string' ? findProductByHandle(handle) : null;
    return product ? productObject(product) : null;
  },
  productByHandle: ({ handle }: Args) => {
    const product = findProductByHandle(String(handle));
    return product ? productObject(product) : null;
  },
  productTags: (args: Args) =>
    stringConnection([...new Set(catalogue.flatMap((product) => product.tags))].sort(), args),
  productTypes: (args: Args) =>
    stringConnection([...new Set(catalogue.map((product) => product.productType))].sort(), args),
  productRecommendations: ({ productId, productHandle }: Args) => {
    const product =
      productId != null
        ? findProductByNumber(Number(parseGid(productId).key))
        : findProductByHandle(String(productHandle ?? ''));
    if (!product) return null;
    return catalogue
      .filter(
        (candidate) => candidate !== product && candidate.tags.some((tag) => product.tags.includes(tag)),
      )
      .slice(0, 10)
      .map(productObject);
  },
  node: ({ id }: Args) => nodeById(id),
  nodes: ({ ids }: Args) => {
    const list = ids as string[];
    if (list.length > MAX_PAGE_SIZE) throw argumentError(`ids cannot exceed ${MAX_PAGE_SIZE}`);
    return list.map(nodeById);
  },
  collection: ({ id, handle }: Args) => {
    if (id != null) {
      const { type, key } = parseGid(id);
      const collection = type === 'Collection' ? findCollectionById(key) : null;
      return collection ? collectionObject(collection) : null;
    }
    const collection = typeof handle === 'string' ? findCollectionByHandle(handle) : null;
    return collection ? collectionObject(collection) : null;
  },
  collectionByHandle: ({ handle }: Args) => {
    const collection = findCollectionByHandle(String(handle));
    return collection ? collectionObject(collection) : null;
  },
  collections: (args: Args) => {
    const query = typeof args.query === 'string' ? args.query.replace(/^title:/, '') : '';
    const matching = collections.filter((collection) => !query || textMatches(collection.title, query));
    const sorted =
      args.sortKey === 'TITLE' ? [...matching].sort((a, b) => a.title.localeCompare(b.title)) : matching;
    return connection(sorted.map(collectionObject), args, (collection) => collection.id);
  },
  shop,
  cart: ({ id }: Args) => {
    const cart = findCart(String(id));
    return cart ? cartObject(cart) : null;
  },

  cartCreate: ({ input }: Args) => payload(createCart((input ?? {}) as Parameters<typeof createCart>[0])),
  cartLinesAdd: ({ cartId, lines }: Args) =>
    payload(addCartLines(String(cartId), lines as Parameters<typeof addCartLines>[1])),
  cartLinesUpdate: ({ cartId, lines }: Args) =>
    payload(updateCartLines(String(cartId), lines as Parameters<typeof updateCartLines>[1])),
  cartLinesRemove: ({ cartId, lineIds }: Args) =>
    payload(removeCartLines(String(cartId), lineIds as string[])),
  cartDiscountCodesUpdate: ({ cartId, discountCodes }: Args) =>
    payload(updateDiscountCodes(String(cartId), discountCodes as string[])),
  cartNoteUpdate: ({ cartId, note }: Args) => payload(updateNote(String(cartId), String(note))),
  cartAttributesUpdate: ({ cartId, attributes }: Args) =>
    payload(updateAttributes(String(cartId), attributes as Parameters<typeof updateAttributes>[1])),
  cartBuyerIdentityUpdate: ({ cartId, buyerIdentity }: Args) =>
    payload(updateBuyerIdentity(String(cartId), buyerIdentity as Parameters<typeof updateBuyerIdentity>[1])),
};

export interface StorefrontRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** Runs one Storefront API request over the mock catalogue. */
export async function runStorefrontRequest({
  query,
  variables,
  operationName,
}: StorefrontRequest): Promise<StorefrontResult> {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    const syntax = error as GraphQLError;
    return {
      errors: [
        { message: syntax.message, locations: locationsOf(syntax), extensions: { code: 'parseError' } },
      ],
    };
  }
  const problems = validate(schema, document);
  if (problems.length > 0) {
    const paths = documentPaths(document);
    return { errors: problems.map((problem) => validationError(problem, paths)) };
  }
  const result: ExecutionResult = await execute({
    schema,
    document,
    rootValue: root,
    variableValues: variables ?? {},
    operationName: operationName ?? undefined,
  });
  return {
    ...(result.errors ? { errors: result.errors.map(executionError) } : {}),
    ...('data' in result ? { data: result.data } : {}),
  };
}
