/**
 * The one way the store sends its Storefront API requests, the cart's included.
 * Every failure leaves here as a StorefrontError whose message a shopper can read.
 */
import { createStorefrontClient } from '@shopify/hydrogen-react';
import { env, localServicesOrigin } from '../../config/env';
import { withDeadline } from '../deadline';
import { rejectedError, StorefrontError, unavailableError, type StorefrontSubject } from './errors';
import type { TypedDocumentString } from './generated/graphql';

const { storeDomain, storefrontToken, apiVersion } = env.shopify;

/** The shop's origin: its Shopify domain, or in mock mode the local services'. */
export const shopOrigin = env.mode === 'mock' ? localServicesOrigin() : `https://${storeDomain}`;

/** Where the shop takes storefront events (Shopify's monorail, on every shop domain). */
export const MONORAIL_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';

/** hydrogen-react's helpers for the Storefront API's address and the public token's headers. */
const storefront = createStorefrontClient({
  storeDomain: shopOrigin,
  publicStorefrontToken: storefrontToken,
  storefrontApiVersion: apiVersion,
});
export const storefrontApiUrl = storefront.getStorefrontApiUrl();

/**
 * graphql-request (~13 kB gzip with graphql's parser) sends the operations. It is not in a page's
 * first wave: it loads with the first request, or once the page has hydrated (the frame asks for it
 * beside the cart drawer, so that Add to Cart does not wait for it). The cart page, which asks for
 * the cart as it arrives, preloads it with its own code (its `preload` in src/app/routes.json).
 */
export const loadStorefrontTransport = () => import('graphql-request');

/** The `extensions.code` of each GraphQL error (THROTTLED, ACCESS_DENIED…). */
function errorCodes(errors: unknown[]): string[] {
  return errors.flatMap((entry) => {
    const code = (entry as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    return typeof code === 'string' ? [code] : [];
  });
}

/**
 * Sends a typed operation with graphql-request (a POST of its query and variables, with the public
 * token's headers) and returns its `data`. Network failures, HTTP errors, an answer that is not
 * GraphQL's and no answer within the deadline (src/lib/deadline.ts) become an `unavailable`
 * StorefrontError, GraphQL `errors` a `rejected` one; a cancel by the caller is rethrown as is so
 * that React Query can cancel quietly.
 */
export async function shopifyFetch<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  subject: StorefrontSubject,
  signal?: AbortSignal,
): Promise<TResult> {
  const deadline = withDeadline(signal);
  let transport: Awaited<ReturnType<typeof loadStorefrontTransport>> | undefined;
  try {
    transport = await loadStorefrontTransport();
    const data = await transport.request<TResult | null | undefined>({
      url: storefrontApiUrl,
      document: document.toString(),
      variables,
      requestHeaders: storefront.getPublicTokenHeaders(),
      signal: deadline.signal,
    });
    if (data == null) throw unavailableError(subject, new Error('The answer has no data'));
    return data;
  } catch (error) {
    if (error instanceof StorefrontError) throw error;
    if (deadline.timedOut()) throw unavailableError(subject, deadline.signal.reason);
    if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    if (transport && error instanceof transport.ClientError) {
      const { status, errors } = error.response;
      if (status >= 200 && status < 300 && Array.isArray(errors) && errors.length > 0) {
        throw rejectedError(subject, errors, errorCodes(errors));
      }
      throw unavailableError(subject, error, status);
    }
    throw unavailableError(subject, error);
  } finally {
    deadline.done();
  }
}
