/* eslint-disable */
import * as types from './graphql';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'fragment CartFragment on Cart {\n  id\n  checkoutUrl\n  totalQuantity\n  buyerIdentity {\n    countryCode\n  }\n  lines(first: $numCartLines) {\n    nodes {\n      id\n      quantity\n      cost {\n        amountPerQuantity {\n          ...StorefrontMoney\n        }\n        totalAmount {\n          ...StorefrontMoney\n        }\n      }\n      merchandise {\n        ... on ProductVariant {\n          id\n          title\n          image {\n            ...StorefrontImage\n          }\n          product {\n            handle\n            title\n          }\n        }\n      }\n    }\n  }\n  cost {\n    subtotalAmount {\n      ...StorefrontMoney\n    }\n    totalAmount {\n      ...StorefrontMoney\n    }\n  }\n  discountCodes {\n    code\n    applicable\n  }\n}': typeof types.CartFragmentFragmentDoc;
  'query Collection($id: ID, $handle: String, $first: Int!) {\n  collection(id: $id, handle: $handle) {\n    id\n    handle\n    title\n    description\n    updatedAt\n    products(first: $first) {\n      nodes {\n        ...ProductFields\n      }\n    }\n  }\n}\n\nquery CollectionHandles($ids: [ID!]!) {\n  nodes(ids: $ids) {\n    ... on Collection {\n      id\n      handle\n    }\n  }\n}\n\nquery CollectionPages {\n  collections(first: 250) {\n    nodes {\n      handle\n    }\n  }\n}': typeof types.CollectionDocument;
  'fragment StorefrontMoney on MoneyV2 {\n  amount\n  currencyCode\n}\n\nfragment StorefrontImage on Image {\n  url\n  altText\n  width\n  height\n}\n\nfragment ProductFields on Product {\n  id\n  handle\n  title\n  description\n  availableForSale\n  tags\n  onlineStoreUrl\n  updatedAt\n  priceRange {\n    minVariantPrice {\n      ...StorefrontMoney\n    }\n  }\n  compareAtPriceRange {\n    minVariantPrice {\n      ...StorefrontMoney\n    }\n  }\n  images(first: 3) {\n    nodes {\n      ...StorefrontImage\n    }\n  }\n  variants(first: 10) {\n    nodes {\n      id\n      title\n      availableForSale\n      price {\n        ...StorefrontMoney\n      }\n      compareAtPrice {\n        ...StorefrontMoney\n      }\n    }\n  }\n  metafields(\n    identifiers: [{namespace: "reviews", key: "rating"}, {namespace: "reviews", key: "rating_count"}, {namespace: "custom", key: "subtitle"}, {namespace: "custom", key: "certifications"}, {namespace: "custom", key: "benefits"}, {namespace: "custom", key: "benefit_image"}]\n  ) {\n    namespace\n    key\n    type\n    value\n    reference {\n      ... on MediaImage {\n        image {\n          ...StorefrontImage\n        }\n      }\n    }\n  }\n}': typeof types.StorefrontMoneyFragmentDoc;
  'fragment SupplementFactsEntryFields on Metaobject {\n  fields {\n    key\n    type\n    value\n  }\n}\n\nquery ProductFacts($handle: String!) {\n  product(handle: $handle) {\n    id\n    supplementFacts: metafield(namespace: "custom", key: "supplement_facts") {\n      reference {\n        ... on Metaobject {\n          type\n          fields {\n            key\n            type\n            value\n            references(first: 60) {\n              nodes {\n                ... on Metaobject {\n                  type\n                  ...SupplementFactsEntryFields\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}': typeof types.SupplementFactsEntryFieldsFragmentDoc;
  'query Products($first: Int!, $after: String) {\n  products(first: $first, after: $after, sortKey: ID) {\n    nodes {\n      ...ProductFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery ProductByHandle($handle: String!) {\n  product(handle: $handle) {\n    ...ProductFields\n  }\n}\n\nquery ProductsByIds($ids: [ID!]!) {\n  nodes(ids: $ids) {\n    ... on Product {\n      ...ProductFields\n    }\n  }\n}': typeof types.ProductsDocument;
};
const documents: Documents = {
  'fragment CartFragment on Cart {\n  id\n  checkoutUrl\n  totalQuantity\n  buyerIdentity {\n    countryCode\n  }\n  lines(first: $numCartLines) {\n    nodes {\n      id\n      quantity\n      cost {\n        amountPerQuantity {\n          ...StorefrontMoney\n        }\n        totalAmount {\n          ...StorefrontMoney\n        }\n      }\n      merchandise {\n        ... on ProductVariant {\n          id\n          title\n          image {\n            ...StorefrontImage\n          }\n          product {\n            handle\n            title\n          }\n        }\n      }\n    }\n  }\n  cost {\n    subtotalAmount {\n      ...StorefrontMoney\n    }\n    totalAmount {\n      ...StorefrontMoney\n    }\n  }\n  discountCodes {\n    code\n    applicable\n  }\n}':
    types.CartFragmentFragmentDoc,
  'query Collection($id: ID, $handle: String, $first: Int!) {\n  collection(id: $id, handle: $handle) {\n    id\n    handle\n    title\n    description\n    updatedAt\n    products(first: $first) {\n      nodes {\n        ...ProductFields\n      }\n    }\n  }\n}\n\nquery CollectionHandles($ids: [ID!]!) {\n  nodes(ids: $ids) {\n    ... on Collection {\n      id\n      handle\n    }\n  }\n}\n\nquery CollectionPages {\n  collections(first: 250) {\n    nodes {\n      handle\n    }\n  }\n}':
    types.CollectionDocument,
  'fragment StorefrontMoney on MoneyV2 {\n  amount\n  currencyCode\n}\n\nfragment StorefrontImage on Image {\n  url\n  altText\n  width\n  height\n}\n\nfragment ProductFields on Product {\n  id\n  handle\n  title\n  description\n  availableForSale\n  tags\n  onlineStoreUrl\n  updatedAt\n  priceRange {\n    minVariantPrice {\n      ...StorefrontMoney\n    }\n  }\n  compareAtPriceRange {\n    minVariantPrice {\n      ...StorefrontMoney\n    }\n  }\n  images(first: 3) {\n    nodes {\n      ...StorefrontImage\n    }\n  }\n  variants(first: 10) {\n    nodes {\n      id\n      title\n      availableForSale\n      price {\n        ...StorefrontMoney\n      }\n      compareAtPrice {\n        ...StorefrontMoney\n      }\n    }\n  }\n  metafields(\n    identifiers: [{namespace: "reviews", key: "rating"}, {namespace: "reviews", key: "rating_count"}, {namespace: "custom", key: "subtitle"}, {namespace: "custom", key: "certifications"}, {namespace: "custom", key: "benefits"}, {namespace: "custom", key: "benefit_image"}]\n  ) {\n    namespace\n    key\n    type\n    value\n    reference {\n      ... on MediaImage {\n        image {\n          ...StorefrontImage\n        }\n      }\n    }\n  }\n}':
    types.StorefrontMoneyFragmentDoc,
  'fragment SupplementFactsEntryFields on Metaobject {\n  fields {\n    key\n    type\n    value\n  }\n}\n\nquery ProductFacts($handle: String!) {\n  product(handle: $handle) {\n    id\n    supplementFacts: metafield(namespace: "custom", key: "supplement_facts") {\n      reference {\n        ... on Metaobject {\n          type\n          fields {\n            key\n            type\n            value\n            references(first: 60) {\n              nodes {\n                ... on Metaobject {\n                  type\n                  ...SupplementFactsEntryFields\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}':
    types.SupplementFactsEntryFieldsFragmentDoc,
  'query Products($first: Int!, $after: String) {\n  products(first: $first, after: $after, sortKey: ID) {\n    nodes {\n      ...ProductFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery ProductByHandle($handle: String!) {\n  product(handle: $handle) {\n    ...ProductFields\n  }\n}\n\nquery ProductsByIds($ids: [ID!]!) {\n  nodes(ids: $ids) {\n    ... on Product {\n      ...ProductFields\n    }\n  }\n}':
    types.ProductsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment CartFragment on Cart {\n  id\n  checkoutUrl\n  totalQuantity\n  buyerIdentity {\n    countryCode\n  }\n  lines(first: $numCartLines) {\n    nodes {\n      id\n      quantity\n      cost {\n        amountPerQuantity {\n          ...StorefrontMoney\n        }\n        totalAmount {\n          ...StorefrontMoney\n        }\n      }\n      merchandise {\n        ... on ProductVariant {\n          id\n          title\n          image {\n            ...StorefrontImage\n          }\n          product {\n            handle\n            title\n          }\n        }\n      }\n    }\n  }\n  cost {\n    subtotalAmount {\n      ...StorefrontMoney\n    }\n    totalAmount {\n      ...StorefrontMoney\n    }\n  }\n  discountCodes {\n    code\n    applicable\n  }\n}',
): typeof import('./graphql').CartFragmentFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Collection($id: ID, $handle: String, $first: Int!) {\n  collection(id: $id, handle: $handle) {\n    id\n    handle\n    title\n    description\n    updatedAt\n    products(first: $first) {\n      nodes {\n        ...ProductFields\n      }\n    }\n  }\n}\n\nquery CollectionHandles($ids: [ID!]!) {\n  nodes(ids: $ids) {\n    ... on Collection {\n      id\n      handle\n    }\n  }\n}\n\nquery CollectionPages {\n  collections(first: 250) {\n    nodes {\n      handle\n    }\n  }\n}',
): typeof import('./graphql').CollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment StorefrontMoney on MoneyV2 {\n  amount\n  currencyCode\n}\n\nfragment StorefrontImage on Image {\n  url\n  altText\n  width\n  height\n}\n\nfragment ProductFields on Product {\n  id\n  handle\n  title\n  description\n  availableForSale\n  tags\n  onlineStoreUrl\n  updatedAt\n  priceRange {\n    minVariantPrice {\n      ...StorefrontMoney\n    }\n  }\n  compareAtPriceRange {\n    minVariantPrice {\n      ...StorefrontMoney\n    }\n  }\n  images(first: 3) {\n    nodes {\n      ...StorefrontImage\n    }\n  }\n  variants(first: 10) {\n    nodes {\n      id\n      title\n      availableForSale\n      price {\n        ...StorefrontMoney\n      }\n      compareAtPrice {\n        ...StorefrontMoney\n      }\n    }\n  }\n  metafields(\n    identifiers: [{namespace: "reviews", key: "rating"}, {namespace: "reviews", key: "rating_count"}, {namespace: "custom", key: "subtitle"}, {namespace: "custom", key: "certifications"}, {namespace: "custom", key: "benefits"}, {namespace: "custom", key: "benefit_image"}]\n  ) {\n    namespace\n    key\n    type\n    value\n    reference {\n      ... on MediaImage {\n        image {\n          ...StorefrontImage\n        }\n      }\n    }\n  }\n}',
): typeof import('./graphql').StorefrontMoneyFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment SupplementFactsEntryFields on Metaobject {\n  fields {\n    key\n    type\n    value\n  }\n}\n\nquery ProductFacts($handle: String!) {\n  product(handle: $handle) {\n    id\n    supplementFacts: metafield(namespace: "custom", key: "supplement_facts") {\n      reference {\n        ... on Metaobject {\n          type\n          fields {\n            key\n            type\n            value\n            references(first: 60) {\n              nodes {\n                ... on Metaobject {\n                  type\n                  ...SupplementFactsEntryFields\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}',
): typeof import('./graphql').SupplementFactsEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Products($first: Int!, $after: String) {\n  products(first: $first, after: $after, sortKey: ID) {\n    nodes {\n      ...ProductFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery ProductByHandle($handle: String!) {\n  product(handle: $handle) {\n    ...ProductFields\n  }\n}\n\nquery ProductsByIds($ids: [ID!]!) {\n  nodes(ids: $ids) {\n    ... on Product {\n      ...ProductFields\n    }\n  }\n}',
): typeof import('./graphql').ProductsDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
