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

/** hydrogen-react's helpers for the Storefront API's address and the public token's headers. */
const storefront = createStorefrontClient({
  storeDomain: shopOrigin,
  publicStorefrontToken: storefrontToken,
  storefrontApiVersion: apiVersion,
});
export const storefrontApiUrl = storefront.getStorefrontApiUrl();

/** The `extensions.code` of each GraphQL error (THROTTLED, ACCESS_DENIED…). */
function errorCodes(errors: unknown[]): string[] {
  return errors.flatMap((entry) => {
    const code = (entry as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    return typeof code === 'string' ? [code] : [];
  });
}

/**
 * Sends a typed operation (a POST of its query and variables, as the Storefront API asks) and
 * returns its `data`. Network failures, HTTP errors, an answer that is not GraphQL's and no answer
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
  const deadline = withDeadline(signal);
  try {
    const response = await fetch(storefrontApiUrl, {
      method: 'POST',
      headers: storefront.getPublicTokenHeaders(),
      body: JSON.stringify({ query: document.toString(), variables }),
      signal: deadline.signal,
    });
    if (!response.ok) throw unavailableError(subject, new Error(`HTTP ${response.status}`), response.status);
    const answer = (await response.json()) as { data?: TResult | null; errors?: unknown } | null;
    const errors = answer?.errors;
    if (Array.isArray(errors) && errors.length > 0) throw rejectedError(subject, errors, errorCodes(errors));
    if (answer?.data == null) throw unavailableError(subject, new Error('The answer has no data'));
    return answer.data;
  } catch (error) {
    if (error instanceof StorefrontError) throw error;
    if (deadline.timedOut()) throw unavailableError(subject, deadline.signal.reason);
    if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw unavailableError(subject, error);
  } finally {
    deadline.done();
  }
}
