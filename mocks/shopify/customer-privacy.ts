/**
 * The local shop's Customer Privacy API: at the path of Shopify's CDN script
 * (`/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js`), a script that puts the API's
 * `window.Shopify.customerPrivacy` on the page, and the request its `setTrackingConsent` sends.
 * Like Shopify's, it keeps the visitor's consent in the `_tracking_consent` cookie, gives the
 * visitor the `_shopify_y` and `_shopify_s` tokens unless they declined analytics (and removes them
 * when they do), and refuses a consent without the headless storefront's access token.
 */
import { http, HttpResponse } from 'msw';
import { mockConfig } from '../../src/config/env-schema';

export const CONSENT_SCRIPT_ENDPOINT = '*/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js';
export const CONSENT_ENDPOINT = '*/shopifycloud/consent-tracking-api/v0.2/consent';
const PURPOSES = ['analytics', 'marketing', 'preferences', 'sale_of_data'] as const;

/** The browser side: Shopify's API as far as a headless storefront uses it. */
const script = String.raw`(() => {
  const CONSENT = '_tracking_consent';
  const YEAR = 365 * 24 * 3600;
  const read = (name) => {
    const pair = document.cookie.split('; ').find((cookie) => cookie.startsWith(name + '='));
    return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null;
  };
  const write = (name, value, seconds) => {
    document.cookie = name + '=' + encodeURIComponent(value) + '; path=/; max-age=' + seconds + '; samesite=lax';
  };
  const token = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const consent = () => {
    try {
      return JSON.parse(read(CONSENT) || 'null');
    } catch {
      return null;
    }
  };
  const allowed = (purpose) => {
    const given = consent();
    return given ? given[purpose] === true : purpose === 'analytics' || purpose === 'preferences';
  };
  const keepTokens = () => {
    if (!allowed('analytics')) {
      write('_shopify_y', '', 0);
      write('_shopify_s', '', 0);
      return;
    }
    write('_shopify_y', read('_shopify_y') || token(), YEAR);
    write('_shopify_s', read('_shopify_s') || token(), 30 * 60);
  };
  const answer = (value) => (value === true ? 'yes' : value === false ? 'no' : '');
  keepTokens();
  window.Shopify = window.Shopify || {};
  window.Shopify.customerPrivacy = {
    setTrackingConsent(given, callback) {
      const body = {
        analytics: given.analytics,
        marketing: given.marketing,
        preferences: given.preferences,
        sale_of_data: given.sale_of_data,
        headlessStorefront: given.headlessStorefront,
        storefrontAccessToken: given.storefrontAccessToken,
      };
      fetch(location.origin + '/shopifycloud/consent-tracking-api/v0.2/consent', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
        .then(async (response) => {
          if (!response.ok) throw new Error((await response.json().catch(() => ({}))).error || 'HTTP ' + response.status);
          const { analytics, marketing, preferences, sale_of_data } = body;
          write(CONSENT, JSON.stringify({ analytics, marketing, preferences, sale_of_data }), YEAR);
          keepTokens();
          callback();
        })
        .catch((error) => callback({ error: String(error.message || error) }));
    },
    currentVisitorConsent() {
      const given = consent() || {};
      return {
        analytics: answer(given.analytics),
        marketing: answer(given.marketing),
        preferences: answer(given.preferences),
        sale_of_data: answer(given.sale_of_data),
      };
    },
    analyticsProcessingAllowed: () => allowed('analytics'),
    marketingAllowed: () => allowed('marketing'),
    preferencesProcessingAllowed: () => allowed('preferences'),
    saleOfDataAllowed: () => allowed('sale_of_data'),
  };
})();
`;

export const customerPrivacyHandlers = [
  http.get(
    CONSENT_SCRIPT_ENDPOINT,
    () => new HttpResponse(script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } }),
  ),

  http.post(CONSENT_ENDPOINT, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || body.headlessStorefront !== true) {
      return HttpResponse.json(
        { error: 'A headless storefront must say so (headlessStorefront)' },
        { status: 400 },
      );
    }
    if (body.storefrontAccessToken !== mockConfig.shopify.storefrontToken) {
      return HttpResponse.json({ error: 'Invalid storefront access token' }, { status: 401 });
    }
    if (PURPOSES.some((purpose) => typeof body[purpose] !== 'boolean')) {
      return HttpResponse.json(
        { error: `Each of ${PURPOSES.join(', ')} must be true or false` },
        { status: 400 },
      );
    }
    return HttpResponse.json({ ok: true });
  }),
];
