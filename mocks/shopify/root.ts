/** The Storefront API's entry points: the query root's fields, the cart mutations and global ids. */
import { GraphQLError } from 'graphql';
import {
  catalogue,
  collections,
  findCollectionByHandle,
  findCollectionById,
  findProductByHandle,
  findProductByNumber,
  findVariant,
  storeDomain,
} from '../data/catalogue';
import { findCart } from './carts';
import {
  addCartLines,
  createCart,
  removeCartLines,
  updateAttributes,
  updateBuyerIdentity,
  updateCartLines,
  updateDiscountCodes,
  updateNote,
} from './cart-mutations';
import { cartObject, payload } from './cart-objects';
import { argumentError, connection, MAX_PAGE_SIZE, stringConnection, type Args } from './connections';
import { hasMetafields } from './metafields';
import { collectionObject, productConnection, productObject, variantObject } from './products';
import { searchProducts, sortProducts, textMatches } from './search';

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
  paymentSettings: {
    __typename: 'PaymentSettings',
    currencyCode: 'USD',
    countryCode: 'US',
    acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
    cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
    enabledPresentmentCurrencies: ['USD'],
    shopifyPaymentsAccountId: null,
    supportedDigitalWallets: ['APPLE_PAY', 'GOOGLE_PAY', 'SHOPIFY_PAY'],
  },
  brand: null,
  privacyPolicy: null,
  refundPolicy: null,
  shippingPolicy: null,
  termsOfService: null,
  subscriptionPolicy: null,
  ...hasMetafields(() => []),
};

/** The query and mutation roots: each field answers over the catalogue and the cart table. */
export const root = {
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
