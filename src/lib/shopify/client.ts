/**
 * The one way the store sends its Storefront API requests, the cart's included.
 * Every failure leaves here as a StorefrontError whose message a shopper can read.
 */
import type { ClientError, GraphQLClient } from 'graphql-request';
import { env, localServicesOrigin } from '../../config/env';
import { withDeadline } from '../deadline';
import { rejectedError, unavailableError, type StorefrontSubject } from './errors';
import type { TypedDocumentString } from './generated/graphql';

const { storeDomain, storefrontToken, apiVersion } = env.shopify;

/** The shop's origin: its Shopify domain, or in mock mode the local services'. */
export const shopOrigin = env.mode === 'mock' ? localServicesOrigin() : `https://${storeDomain}`;
export const storefrontApiUrl = `${shopOrigin}/api/${apiVersion}/graphql.json`;

interface StorefrontClient {
  client: GraphQLClient;
  ClientError: typeof ClientError;
}

let storefront: Promise<StorefrontClient> | undefined;

/**
 * graphql-request (with graphql's parser, ~13 KB gzip) loads on the first request, not with the
 * page: prerendered pages arrive with their products.
 */
function storefrontClient(): Promise<StorefrontClient> {
  storefront ??= import('graphql-request').then(
    ({ GraphQLClient, ClientError }) => ({
      client: new GraphQLClient(storefrontApiUrl, {
        headers: { 'X-Shopify-Storefront-Access-Token': storefrontToken },
      }),
      ClientError,
    }),
    (error: unknown) => {
      // Offline for a moment: let the next request try to load it again.
      storefront = undefined;
      throw error;
    },
  );
  return storefront;
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
 * Sends a typed operation and returns its `data`. Network failures, HTTP errors and no answer
 * within the deadline (src/lib/deadline.ts) become an `unavailable` StorefrontError, GraphQL
 * `errors` a `rejected` one; a cancel by the caller is rethrown as is so that React Query can
 * cancel quietly.
 */
export async function shopifyFetch<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  subject: StorefrontSubject,
  signal?: AbortSignal,
): Promise<TResult> {
  let api: StorefrontClient;
  try {
    api = await storefrontClient();
  } catch (error) {
    throw unavailableError(subject, error);
  }
  const deadline = withDeadline(signal);
  try {
    return await api.client.request<TResult>({
      document: document.toString(),
      variables,
      signal: deadline.signal,
    });
  } catch (error) {
    if (deadline.timedOut()) throw unavailableError(subject, deadline.signal.reason);
    if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    if (error instanceof api.ClientError) {
      const { status } = error.response;
      if (status >= 200 && status < 300) throw rejectedError(subject, error, errorCodes(error));
      throw unavailableError(subject, error, status);
    }
    throw unavailableError(subject, error);
  } finally {
    deadline.done();
  }
}
