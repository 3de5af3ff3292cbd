import { describe, expect, it } from 'vitest';
import { EnvError, liveKeys, parseEnv } from './env-schema';

const live = {
  VITE_SHOPIFY_STORE_DOMAIN: 'my-shop.myshopify.com',
  VITE_SHOPIFY_STOREFRONT_TOKEN: 'abcdef0123456789abcdef',
  VITE_SANITY_PROJECT_ID: 'abc123',
  VITE_SANITY_DATASET: 'production',
  VITE_FIREBASE_API_KEY: 'AIzaSyExampleKey123',
  VITE_FIREBASE_AUTH_DOMAIN: 'my-shop.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'my-shop',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_SITE_URL: 'https://www.my-shop.com',
};

describe('parseEnv', () => {
  it('runs in mock mode when no backend key is set', () => {
    expect(parseEnv({}).mode).toBe('mock');
    expect(parseEnv({ VITE_SANITY_DATASET: '  ' }).mode).toBe('mock');
  });

  it('runs in live mode with every key set', () => {
    const env = parseEnv(live);
    expect(env.mode).toBe('live');
    expect(env.sanity).toMatchObject({ projectId: 'abc123', dataset: 'production' });
    expect(env.shopify.apiVersion).toBe('2026-04');
  });

  it.each(liveKeys)('names %s when it alone is missing', (key) => {
    expect(() => parseEnv({ ...live, [key]: '' })).toThrow(new RegExp(`missing: ${key}\\.`));
  });

  it('says which key is malformed', () => {
    expect(() => parseEnv({ ...live, VITE_SHOPIFY_STORE_DOMAIN: 'https://shop.example' })).toThrow(EnvError);
    expect(() => parseEnv({ ...live, VITE_SHOPIFY_STORE_DOMAIN: 'https://shop.example' })).toThrow(
      /VITE_SHOPIFY_STORE_DOMAIN must look like your-store.myshopify.com/,
    );
  });

  it("leads to the shop's customer account, or to the address the optional key gives", () => {
    // The local shop serves its own customer account page, on the store's origin.
    expect(parseEnv({}).shopify.customerAccountUrl).toBe('/account');
    expect(parseEnv(live).shopify.customerAccountUrl).toBe('https://my-shop.myshopify.com/account');
    expect(
      parseEnv({ ...live, VITE_SHOPIFY_CUSTOMER_ACCOUNT_URL: 'https://account.my-shop.com' }).shopify
        .customerAccountUrl,
    ).toBe('https://account.my-shop.com');
    expect(() => parseEnv({ ...live, VITE_SHOPIFY_CUSTOMER_ACCOUNT_URL: 'javascript:alert(1)' })).toThrow(
      /VITE_SHOPIFY_CUSTOMER_ACCOUNT_URL must be an https address/,
    );
  });

  describe("the store's public address (VITE_SITE_URL)", () => {
    it('is required in live mode, and the error names the key', () => {
      expect(() => parseEnv({ ...live, VITE_SITE_URL: '' })).toThrow(EnvError);
      expect(() => parseEnv({ ...live, VITE_SITE_URL: undefined })).toThrow(/^Live mode needs VITE_SITE_URL/);
    });

    it("is this machine's address on the port served in mock mode unless given", () => {
      expect(parseEnv({}).siteUrl).toBe('http://localhost:5173');
      expect(parseEnv({}, { port: 4317 }).siteUrl).toBe('http://localhost:4317');
      expect(parseEnv({ VITE_SITE_URL: 'https://demo.example.org' }).siteUrl).toBe(
        'https://demo.example.org',
      );
    });

    it.each([
      ['an origin', 'https://www.my-shop.com', 'https://www.my-shop.com'],
      ['an origin with a trailing slash', 'https://www.my-shop.com/', 'https://www.my-shop.com'],
      ['an origin with a port', 'https://staging.my-shop.com:8443', 'https://staging.my-shop.com:8443'],
      ['surrounding spaces', '  https://www.my-shop.com  ', 'https://www.my-shop.com'],
    ])('takes %s as the origin', (_, value, origin) => {
      expect(parseEnv({ ...live, VITE_SITE_URL: value }).siteUrl).toBe(origin);
    });

    it.each([
      ['no scheme', 'www.my-shop.com'],
      ['a path', 'https://www.my-shop.com/shop'],
      ['a query', 'https://www.my-shop.com/?ref=1'],
      ['another scheme', 'ftp://www.my-shop.com'],
    ])('refuses an address with %s, naming the key', (_, value) => {
      expect(() => parseEnv({ ...live, VITE_SITE_URL: value })).toThrow(
        /VITE_SITE_URL must be the http\(s\) origin of the store/,
      );
      expect(() => parseEnv({ VITE_SITE_URL: value })).toThrow(/VITE_SITE_URL must be/);
    });

    it.each([
      [
        'http',
        'http://www.my-shop.com',
        /VITE_SITE_URL must be an https address in live mode, not http:\/\/www\.my-shop\.com/,
      ],
      [
        'localhost',
        'https://localhost:5173',
        /VITE_SITE_URL must be the store's public address in live mode, not this machine/,
      ],
      ['a name under localhost', 'https://shop.localhost', /not this machine \(https:\/\/shop\.localhost\)/],
      ['127.0.0.1', 'https://127.0.0.1', /not this machine \(https:\/\/127\.0\.0\.1\)/],
      ['another loopback address', 'https://127.1.2.3:8443', /not this machine/],
      ['[::1]', 'https://[::1]:5173', /not this machine \(https:\/\/\[::1\]:5173\)/],
      [
        'plain http on this machine',
        'http://localhost:5173',
        /VITE_SITE_URL must be an https address in live mode/,
      ],
    ])('refuses a live store at %s, naming the key and why', (_, value, message) => {
      expect(() => parseEnv({ ...live, VITE_SITE_URL: value })).toThrow(EnvError);
      expect(() => parseEnv({ ...live, VITE_SITE_URL: value })).toThrow(message);
    });

    it.each([
      ['the default', undefined, 'http://localhost:5173'],
      ['http on this machine', 'http://localhost:4173', 'http://localhost:4173'],
      ['127.0.0.1', 'http://127.0.0.1:5173', 'http://127.0.0.1:5173'],
    ])('lets a mock store be at %s', (_, value, origin) => {
      expect(parseEnv({ VITE_SITE_URL: value }).siteUrl).toBe(origin);
    });
  });

  it('answers agents unless VITE_AGENTS is off, and refuses another value', () => {
    expect(parseEnv({}).agents).toBe(true);
    expect(parseEnv({ ...live, VITE_AGENTS: 'on' }).agents).toBe(true);
    expect(parseEnv({ VITE_AGENTS: 'off' }).agents).toBe(false);
    expect(() => parseEnv({ VITE_AGENTS: 'no' })).toThrow(/VITE_AGENTS must be on or off, not "no"/);
  });
});
