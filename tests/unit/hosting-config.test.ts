import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Header = { key: string; value: string };
type HostingConfig = {
  public: string;
  cleanUrls: boolean;
  rewrites: { source: string; destination: string }[];
  headers: { source: string; headers: Header[] }[];
};

const hosting = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: HostingConfig }).hosting;
const headersFor = (source: string) => hosting.headers.find((rule) => rule.source === source)?.headers ?? [];
const header = (source: string, key: string) => headersFor(source).find((entry) => entry.key === key)?.value;

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
  it('serves prerendered pages by their clean address, and the app shell for any other', () => {
    expect(hosting.public).toBe('dist');
    // dist/faq.html answers /faq; addresses without a file get the shell, which renders them.
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.rewrites).toContainEqual({ source: '**', destination: '/shell.html' });
  });

  it('caches hashed assets for a year and never caches the HTML', () => {
    expect(header('/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(header('**/*.@(html|json)', 'Cache-Control')).toBe('no-cache');
  });

  it('sends the usual security headers', () => {
    expect(header('**', 'X-Content-Type-Options')).toBe('nosniff');
    expect(header('**', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('**', 'X-Frame-Options')).toBe('DENY');
  });

  it('allows scripts only from the store itself and frames from nowhere', () => {
    const csp = directives(header('**', 'Content-Security-Policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
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
