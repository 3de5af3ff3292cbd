/**
 * The one way the store sends its own Storefront API requests (the cart's go through hydrogen-react).
 * Every failure leaves here as a StorefrontError whose message a shopper can read.
 */
import { ClientError, GraphQLClient } from 'graphql-request';
import { env } from '../../config/env';
import { rejectedError, unavailableError, type StorefrontSubject } from './errors';
import type { TypedDocumentString } from './generated/graphql';

const { storeDomain, storefrontToken, apiVersion } = env.shopify;

export const storefrontApiUrl = `https://${storeDomain}/api/${apiVersion}/graphql.json`;

let client: GraphQLClient | undefined;

function storefrontClient(): GraphQLClient {
  client ??= new GraphQLClient(storefrontApiUrl, {
    headers: { 'X-Shopify-Storefront-Access-Token': storefrontToken },
  });
  return client;
}

function errorCodes(error: ClientError): string[] {
  const errors = error.response.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry) => {
    const code = (entry as { extensions?: { code?: unknown } }).extensions?.code;
    return typeof code === 'string' ? [code] : [];
  });
}

/**
 * Sends a typed operation and returns its `data`. Network failures and HTTP errors become an
 * `unavailable` StorefrontError, GraphQL `errors` a `rejected` one; an abort is rethrown as is so
 * that React Query can cancel quietly.
 */
export async function shopifyFetch<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  subject: StorefrontSubject,
  signal?: AbortSignal,
): Promise<TResult> {
  try {
    return await storefrontClient().request<TResult>({ document: document.toString(), variables, signal });
  } catch (error) {
    if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    if (error instanceof ClientError) {
      const { status } = error.response;
      if (status >= 200 && status < 300) throw rejectedError(subject, error, errorCodes(error));
      throw unavailableError(subject, error, status);
    }
    throw unavailableError(subject, error);
  }
}
