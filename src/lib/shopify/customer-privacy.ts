/**
 * Shopify's Customer Privacy API, told the shopper's privacy choices so that Shopify (its checkout,
 * its Analytics) and the store agree, as a headless storefront tells it: the API's script, then
 * `setTrackingConsent` with `headlessStorefront`. The script also gives the visitor the tokens
 * (`_shopify_y`, `_shopify_s`) that hydrogen-react's `getClientBrowserParameters` puts in every
 * storefront event. Shopify's CDN serves it to a live store; in mock mode the local services serve
 * a script with the same API at the same path (mocks/shopify/customer-privacy.ts).
 *
 * Loaded only when the shopper's choices let something run, or to tell Shopify of an answer.
 */
import { loadScript } from '@shopify/hydrogen-react/load-script';
import { env } from '../../config/env';
import type { PrivacyChoices } from '../../domain/consent';
import { shopOrigin } from './client';

export const CONSENT_API_PATH = '/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js';

/** The part of `window.Shopify.customerPrivacy` the store uses. */
interface CustomerPrivacyApi {
  setTrackingConsent(
    consent: {
      analytics: boolean;
      marketing: boolean;
      preferences: boolean;
      sale_of_data: boolean;
      headlessStorefront: true;
      checkoutRootDomain: string;
      storefrontAccessToken: string;
    },
    callback: (result?: { error?: string }) => void,
  ): void;
}

declare global {
  interface Window {
    Shopify?: { customerPrivacy?: Partial<CustomerPrivacyApi> };
  }
}

function consentApiUrl(): string {
  return env.mode === 'mock'
    ? `${shopOrigin}${CONSENT_API_PATH}`
    : `https://cdn.shopify.com${CONSENT_API_PATH}`;
}

/** Puts the Customer Privacy API on the page; rejects when its script cannot load. */
export async function startCustomerPrivacy(): Promise<CustomerPrivacyApi> {
  await loadScript(consentApiUrl(), { attributes: { id: 'customer-privacy-api' } }).catch(() => {
    throw new Error("Shopify's Customer Privacy API could not be loaded");
  });
  const api = window.Shopify?.customerPrivacy;
  if (typeof api?.setTrackingConsent !== 'function') {
    throw new Error("Shopify's Customer Privacy API did not start");
  }
  return api as CustomerPrivacyApi;
}

/** Tells Shopify the shopper's choices; rejects with Shopify's reason when it refuses them. */
export async function tellShopifyPrivacyChoices(choices: PrivacyChoices): Promise<void> {
  const api = await startCustomerPrivacy();
  await new Promise<void>((resolve, reject) => {
    api.setTrackingConsent(
      {
        analytics: choices.analytics,
        marketing: choices.marketing,
        preferences: choices.preferences,
        sale_of_data: choices.saleOfData,
        headlessStorefront: true,
        checkoutRootDomain: new URL(shopOrigin).host,
        storefrontAccessToken: env.shopify.storefrontToken,
      },
      (result) => (result?.error ? reject(new Error(result.error)) : resolve()),
    );
  });
}
