/**
 * How the store decides between its two modes. Pure (no `import.meta`), so that both the app
 * (`env.ts`) and the build (`vite.config.ts`) apply the same rule to the same keys.
 *
 * - mock mode: no backend key is set; the local services (mocks/services.ts) answer every request.
 * - live mode: every key of every service is set; a partial set is an error that names the keys.
 */
import * as z from 'zod/mini';

export const liveKeys = [
  'VITE_SHOPIFY_STORE_DOMAIN',
  'VITE_SHOPIFY_STOREFRONT_TOKEN',
  'VITE_SANITY_PROJECT_ID',
  'VITE_SANITY_DATASET',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

const liveSchema = z.object({
  VITE_SHOPIFY_STORE_DOMAIN: z
    .string()
    .check(z.regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/, 'must look like your-store.myshopify.com')),
  VITE_SHOPIFY_STOREFRONT_TOKEN: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_]{16,}$/, 'must be a Storefront API public access token')),
  VITE_SANITY_PROJECT_ID: z
    .string()
    .check(z.regex(/^[a-z0-9-]+$/, 'must be a Sanity project id (a-z, 0-9, -)')),
  VITE_SANITY_DATASET: z.string().check(z.regex(/^[a-z0-9_-]{1,64}$/, 'must be a Sanity dataset name')),
  VITE_FIREBASE_API_KEY: z
    .string()
    .check(z.minLength(10, 'must be the web API key of your Firebase project')),
  VITE_FIREBASE_AUTH_DOMAIN: z
    .string()
    .check(z.minLength(3, 'must be the auth domain of your Firebase project')),
  VITE_FIREBASE_PROJECT_ID: z.string().check(z.regex(/^[a-z0-9-]+$/, 'must be a Firebase project id')),
  VITE_FIREBASE_APP_ID: z.string().check(z.minLength(3, 'must be the web app id of your Firebase project')),
});

export type BackendMode = 'mock' | 'live';

export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  /**
   * Talk to the local Firebase emulators (Auth 9099, Firestore 8080, Functions 5001) instead of
   * the project or the mock backend: `npm run dev:emulators` sets VITE_FIREBASE_EMULATORS=true.
   */
  useEmulators: boolean;
}

export interface AppEnv {
  mode: BackendMode;
  shopify: {
    storeDomain: string;
    storefrontToken: string;
    apiVersion: string;
    /**
     * Shopify's hosted customer account, where shoppers manage their subscriptions (skip, change,
     * cancel): `https://{store domain}/account`, which Shopify sends on to the shop's customer
     * accounts, or VITE_SHOPIFY_CUSTOMER_ACCOUNT_URL (e.g. the shop's own `https://account.…` domain).
     */
    customerAccountUrl: string;
  };
  sanity: { projectId: string; dataset: string; apiVersion: string; useCdn: boolean };
  firebase: FirebaseConfig;
  /** The store's public origin, without a trailing slash: `VITE_SITE_URL` (see `siteUrl` below). */
  siteUrl: string;
  /**
   * Whether the store answers AI agents (docs/agents.md): its MCP server at `/api/mcp`, the
   * server named in llms.txt and the cart's WebMCP tools. `VITE_AGENTS=off` turns them off.
   */
  agents: boolean;
}

/** The fixed configuration the local services answer for. */
export const mockConfig = {
  shopify: { storeDomain: 'sankofa-wellness.myshopify.com', storefrontToken: 'mock_storefront_public_token' },
  sanity: { projectId: 'sankofa', dataset: 'production' },
  // A "demo-" project id: the Firebase emulators accept it offline, so mock mode and
  // `npm run dev:emulators` share one configuration.
  firebase: {
    apiKey: 'mock-firebase-api-key',
    authDomain: 'demo-sankofa-wellness.firebaseapp.com',
    projectId: 'demo-sankofa-wellness',
    appId: '1:000000000000:web:mock',
  },
} as const;

const SHOPIFY_API_VERSION = '2026-04';
const SANITY_API_VERSION = '2025-02-19';

export class EnvError extends Error {
  override name = 'EnvError';
}

type RawEnv = Record<string, string | boolean | undefined>;

function present(raw: RawEnv, key: string): boolean {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The customer account's address: the optional key when set (an https address), else the shop's
 * `/account` (in mock mode the local shop's, on the store's own origin).
 */
function customerAccountUrl(raw: RawEnv, storeDomain: string | null): string {
  const value = raw.VITE_SHOPIFY_CUSTOMER_ACCOUNT_URL;
  if (typeof value !== 'string' || value.trim() === '') {
    return storeDomain ? `https://${storeDomain}/account` : '/account';
  }
  if (!/^https:\/\/[^\s/]+(\/\S*)?$/.test(value.trim())) {
    throw new EnvError(
      'Invalid environment: VITE_SHOPIFY_CUSTOMER_ACCOUNT_URL must be an https address (https://account.example.com).',
    );
  }
  return value.trim();
}

/** The port `npm start` and `npm run dev` serve on when `PORT` does not say another. */
export const DEFAULT_PORT = 5173;

/** Names for this machine: a live store's address must be one the world reaches it at. */
const isThisMachine = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127(\.\d{1,3}){3}$/.test(hostname) ||
  hostname === '[::1]' ||
  hostname === '0.0.0.0';

/**
 * The store's public origin (`VITE_SITE_URL`), written into every canonical link, the structured
 * data, sitemap.xml and robots.txt: an http(s) origin, given without a path. A live store must say
 * it, and it must be where shoppers and search engines reach the store: https (which Hosting
 * serves, and the policy's upgrade-insecure-requests asks for), not this machine. A mock store is
 * served on this machine, by default at `http://localhost:<port>`, the port it is served on: code
 * that runs beside the local services (the MCP server's tools, src/agent/) reaches them there.
 */
function siteUrl(raw: RawEnv, mode: BackendMode, port: number): string {
  const value = raw.VITE_SITE_URL;
  if (typeof value !== 'string' || value.trim() === '') {
    if (mode === 'mock') return `http://localhost:${port}`;
    throw new EnvError(
      'Live mode needs VITE_SITE_URL, the public origin of the store (https://www.example.com): ' +
        'canonical links, structured data, sitemap.xml and robots.txt are written with it.',
    );
  }
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new EnvError(
      'Invalid environment: VITE_SITE_URL must be the http(s) origin of the store, without a path (https://www.example.com).',
    );
  }
  if (mode === 'live' && url.protocol !== 'https:') {
    throw new EnvError(
      `Invalid environment: VITE_SITE_URL must be an https address in live mode, not ${url.origin}: ` +
        'the canonical links, structured data and sitemap.xml send shoppers and search engines there.',
    );
  }
  if (mode === 'live' && isThisMachine(url.hostname)) {
    throw new EnvError(
      `Invalid environment: VITE_SITE_URL must be the store's public address in live mode, not this machine (${url.origin}): ` +
        'the canonical links, structured data and sitemap.xml send shoppers and search engines there.',
    );
  }
  return url.origin;
}

/** The checked configuration; `port` is where a mock store is served (`PORT`, else 5173). */
function agents(raw: RawEnv): boolean {
  const value = typeof raw.VITE_AGENTS === 'string' ? raw.VITE_AGENTS.trim() : '';
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new EnvError(`Invalid environment: VITE_AGENTS must be on or off, not ${JSON.stringify(value)}.`);
}

export function parseEnv(raw: RawEnv, { port = DEFAULT_PORT }: { port?: number } = {}): AppEnv {
  const set = liveKeys.filter((key) => present(raw, key));
  const useEmulators = raw.VITE_FIREBASE_EMULATORS === 'true' || raw.VITE_FIREBASE_EMULATORS === true;

  if (set.length === 0) {
    return {
      mode: 'mock',
      shopify: {
        ...mockConfig.shopify,
        apiVersion: SHOPIFY_API_VERSION,
        customerAccountUrl: customerAccountUrl(raw, null),
      },
      sanity: { ...mockConfig.sanity, apiVersion: SANITY_API_VERSION, useCdn: true },
      firebase: { ...mockConfig.firebase, useEmulators },
      siteUrl: siteUrl(raw, 'mock', port),
      agents: agents(raw),
    };
  }

  const missing = liveKeys.filter((key) => !present(raw, key));
  if (missing.length > 0) {
    throw new EnvError(
      `Live mode needs every backend key; missing: ${missing.join(', ')}. ` +
        'Set them all (see .env.example), or none for mock mode.',
    );
  }

  const parsed = liveSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new EnvError(`Invalid environment: ${problems.join('; ')}.`);
  }
  const live = parsed.data;
  return {
    mode: 'live',
    shopify: {
      storeDomain: live.VITE_SHOPIFY_STORE_DOMAIN,
      storefrontToken: live.VITE_SHOPIFY_STOREFRONT_TOKEN,
      apiVersion: SHOPIFY_API_VERSION,
      customerAccountUrl: customerAccountUrl(raw, live.VITE_SHOPIFY_STORE_DOMAIN),
    },
    sanity: {
      projectId: live.VITE_SANITY_PROJECT_ID,
      dataset: live.VITE_SANITY_DATASET,
      apiVersion: SANITY_API_VERSION,
      useCdn: true,
    },
    firebase: {
      apiKey: live.VITE_FIREBASE_API_KEY,
      authDomain: live.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: live.VITE_FIREBASE_PROJECT_ID,
      appId: live.VITE_FIREBASE_APP_ID,
      useEmulators,
    },
    siteUrl: siteUrl(raw, 'live', port),
    agents: agents(raw),
  };
}
