import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtBootScript, scriptHashSource } from '../../build/boot-script';
import { readRouteTable } from '../../build/route-table.mjs';
import {
  headersAt as hostingHeadersAt,
  localHeadersAt,
  rewriteFor,
  type HeaderRule,
  type Rewrite,
} from '../../build/hosting-config';
import { CONSENT_API_PATH } from '../../src/lib/shopify/customer-privacy';

type HostingConfig = { public: string; cleanUrls: boolean; rewrites: Rewrite[]; headers: HeaderRule[] };

const hosting = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: HostingConfig }).hosting;
const headersFor = (source: string) => hosting.headers.find((rule) => rule.source === source)?.headers ?? [];
const header = (source: string, key: string) => headersFor(source).find((entry) => entry.key === key)?.value;

/** The headers Hosting sends for a request path (judged by the Hosting emulator's own matcher). */
const headersAt = (path: string) => hostingHeadersAt(hosting.headers, path);

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('Firebase Hosting config', () => {
  it('serves prerendered pages by their clean address', () => {
    expect(hosting.public).toBe('dist');
    // dist/faq.html answers /faq, dist/404.html (status 404) any address without a file or rewrite.
    expect(hosting.cleanUrls).toBe(true);
  });

  it('serves the app shell for every address of the route table that has no file, and nothing else', () => {
    const routes = readRouteTable(process.cwd());
    const addresses = routes
      .map((route) => route.path)
      .filter((path) => path !== '*' && path !== '/')
      .map((path) => path.replace(/:\w+/g, 'added-since-the-build'));
    expect(addresses.length).toBeGreaterThan(20);
    for (const address of addresses) {
      expect(rewriteFor(hosting.rewrites, address), address).toEqual({
        source: expect.any(String),
        destination: '/shell.html',
      });
    }
    for (const unknown of [
      '/no-such-page',
      '/package.json',
      '/.env',
      '/products/a/b',
      '/shop/x/y',
      '/Shop',
      '/products',
      // A markdown twin the build did not write (a product added since) is not the app's shell.
      '/products/added-since-the-build.md',
    ]) {
      expect(rewriteFor(hosting.rewrites, unknown), unknown).toBeUndefined();
    }
  });

  it.each([
    ['/', 'no-cache'],
    ['/shop', 'no-cache'],
    ['/products/turmeric-with-ginger', 'no-cache'],
    ['/conditions/blood-sugar', 'no-cache'],
    ['/faq.html', 'no-cache'],
    ['/sitemap.xml', 'no-cache'],
    ['/robots.txt', 'no-cache'],
    ['/llms.txt', 'no-cache'],
    ['/products/turmeric-with-ginger.md', 'no-cache'],
    ['/a/path/the/shell/answers', 'no-cache'],
    ['/assets/index-BfA3c9x1.js', 'public, max-age=31536000, immutable'],
    ['/assets/fonts/inter-latin-400.woff2', 'public, max-age=31536000, immutable'],
  ])('answers %s with Cache-Control %j, so a page never outlives the assets it names', (path, expected) => {
    expect(headersAt(path).get('cache-control')).toBe(expected);
  });

  it("names the agents' files by their type: markdown twins as markdown, llms.txt as plain text, in UTF-8", () => {
    expect(headersAt('/products/turmeric-with-ginger.md').get('content-type')).toBe(
      'text/markdown; charset=utf-8',
    );
    expect(headersAt('/llms.txt').get('content-type')).toBe('text/plain; charset=utf-8');
    // Pages and other files keep the type Hosting gives them by their name.
    for (const path of ['/', '/products/turmeric-with-ginger', '/robots.txt', '/assets/index-BfA3c9x1.js']) {
      expect(headersAt(path).get('content-type'), path).toBeUndefined();
    }
  });

  it('sends the usual security headers', () => {
    for (const path of ['/', '/shop', '/assets/index-BfA3c9x1.js']) {
      expect(headersAt(path).get('x-content-type-options')).toBe('nosniff');
    }
    expect(header('**', 'X-Content-Type-Options')).toBe('nosniff');
    expect(header('**', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('lets only the deployed Sanity Studio frame the live store (to preview drafts)', () => {
    const csp = directives(header('**', 'Content-Security-Policy') ?? '');
    expect(csp.get('frame-ancestors')).toEqual(['https://sankofa-wellness.sanity.studio']);
    // X-Frame-Options can only allow no frame or a frame of the same origin; every browser that
    // knows frame-ancestors ignores it, and one that does not would refuse the Studio.
    expect(header('**', 'X-Frame-Options')).toBeUndefined();
  });

  it("lets the Studio on an editor's machine frame only the local store, which otherwise sends Hosting's headers", () => {
    for (const path of ['/', '/conditions/blood-sugar', '/assets/index-BfA3c9x1.js']) {
      const production = headersAt(path);
      const local = localHeadersAt(hosting.headers, path);
      expect(directives(local.get('content-security-policy') ?? '').get('frame-ancestors')).toEqual([
        'https://sankofa-wellness.sanity.studio',
        'http://localhost:3333',
      ]);
      expect(new Map([...local].filter(([name]) => name !== 'content-security-policy'))).toEqual(
        new Map([...production].filter(([name]) => name !== 'content-security-policy')),
      );
      const others = (policy: string) =>
        [...directives(policy)].filter(([name]) => name !== 'frame-ancestors');
      expect(others(local.get('content-security-policy') ?? '')).toEqual(
        others(production.get('content-security-policy') ?? ''),
      );
    }
  });

  it("allows scripts only from the store itself, its boot script (by hash) and the one script of Shopify's it loads, and frames nothing", async () => {
    const csp = directives(header('**', 'Content-Security-Policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // The boot script is written into every page (build/boot-script.ts): its hash, and nothing else
    // inline. Of Shopify's CDN, where any merchant's uploads are served too, only the Customer
    // Privacy API (src/lib/shopify/customer-privacy.ts): a source with a path allows that file alone.
    expect(csp.get('script-src')).toEqual([
      "'self'",
      scriptHashSource(await builtBootScript(process.cwd())),
      `https://cdn.shopify.com${CONSENT_API_PATH}`,
    ]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('lets the store reach exactly its services: Sanity, Shopify and Firebase', () => {
    const csp = directives(header('**', 'Content-Security-Policy') ?? '');
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://*.api.sanity.io',
      'https://*.apicdn.sanity.io',
      'https://*.myshopify.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://*.cloudfunctions.net',
    ]);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://cdn.sanity.io',
      'https://cdn.shopify.com',
    ]);
  });

  it('lets forms go to the store and to Shopify only (Buy Now without JavaScript: the cart permalink)', () => {
    const csp = directives(header('**', 'Content-Security-Policy') ?? '');
    expect(csp.get('form-action')).toEqual(["'self'", 'https://*.myshopify.com']);
  });
});
