/**
 * A small, honest Storefront API over the mock catalogue: each request is parsed, validated against
 * the real 2026-04 schema shipped with hydrogen-react and executed with graphql-js; errors come back
 * in the shape Shopify's GraphQL server (graphql-ruby) gives them (errors.ts). Resolvers are plain
 * objects whose fields are values or functions of the field's arguments (graphql-js's default field
 * resolver calls them); abstract types resolve through `__typename`. They start at root.ts, which
 * leads to products and collections (products.ts), search (search.ts) and carts (carts.ts and the
 * cart-*.ts beside it).
 */
import {
  buildClientSchema,
  execute,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type IntrospectionQuery,
} from 'graphql';
import schemaJson from '@shopify/hydrogen-react/storefront.schema.json?raw';
import { DamagedTableError } from '../environment';
import { documentPaths, executionError, locationsOf, validationError, type StorefrontResult } from './errors';
import { root } from './root';

const schema = buildClientSchema(JSON.parse(schemaJson) as IntrospectionQuery);

export interface StorefrontRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  /** The origin the request was sent to, where the shop's checkout is (default: the dev server's). */
  origin?: string;
}

/** What a resolver knows of the request (the GraphQL context). */
export interface StorefrontContext {
  origin: string;
}

/** Runs one Storefront API request over the mock catalogue. */
export async function runStorefrontRequest({
  query,
  variables,
  operationName,
  origin = 'http://localhost:5173',
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
    contextValue: { origin } satisfies StorefrontContext,
    variableValues: variables ?? {},
    operationName: operationName ?? undefined,
  });
  // The cart table does not read: the request fails as the server's own failure, naming the file.
  const damaged = result.errors?.find((error) => error.originalError instanceof DamagedTableError);
  if (damaged) throw damaged.originalError;
  return {
    ...(result.errors ? { errors: result.errors.map(executionError) } : {}),
    ...('data' in result ? { data: result.data } : {}),
  };
}
