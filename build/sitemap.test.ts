import { afterEach, describe, expect, it } from 'vitest';
import { contentDataset, SEED_DATE, type SanityDocument } from '../mocks/sanity/dataset';
import { findProductByHandle } from '../mocks/data/catalogue';
import { renderPage } from '../src/entry-prerender';
import { robotsTxt, sitemapXml } from './sitemap';

/** The `<url>` entries of a sitemap, each as its `loc` and `lastmod` (null when it has none). */
function entries(xml: string): { loc: string | null; lastmod: string | null }[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return [...document.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? null,
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
  }));
}

describe('sitemapXml', () => {
  it('lists each page at its absolute address, dated by its last change when it has one', () => {
    const xml = sitemapXml('https://shop.example.com', [
      { path: '/', lastModified: '2026-03-02T09:00:00Z' },
      { path: '/products/coq10', lastModified: '2026-04-20T14:30:00+02:00' },
      { path: '/search' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(entries(xml)).toEqual([
      { loc: 'https://shop.example.com/', lastmod: '2026-03-02T09:00:00Z' },
      { loc: 'https://shop.example.com/products/coq10', lastmod: '2026-04-20T14:30:00+02:00' },
      { loc: 'https://shop.example.com/search', lastmod: null },
    ]);
  });

  it.each([
    ['a trailing slash on the origin', 'https://shop.example.com/', '/faq', 'https://shop.example.com/faq'],
    ['an origin with a path', 'https://example.com/store', '/faq', 'https://example.com/store/faq'],
    ['a port', 'http://localhost:5173', '/', 'http://localhost:5173/'],
    [
      'a space and a letter outside ASCII',
      'https://a.example',
      '/products/crème brûlée',
      'https://a.example/products/cr%C3%A8me%20br%C3%BBl%C3%A9e',
    ],
    [
      'an encoded handle, kept as is',
      'https://a.example',
      '/products/men%20%26%20women',
      'https://a.example/products/men%20%26%20women',
    ],
    [
      'a query',
      'https://a.example',
      '/quiz?concern=heart&age=50',
      'https://a.example/quiz?concern=heart&age=50',
    ],
  ])('joins origin and path with %s', (_case, origin, path, loc) => {
    expect(entries(sitemapXml(origin, [{ path }]))).toEqual([{ loc, lastmod: null }]);
  });

  it('escapes what XML reserves in an address', () => {
    const xml = sitemapXml('https://a.example', [{ path: "/collections/mother's-&-child?a=1&b=2" }]);
    expect(xml).toContain('<loc>https://a.example/collections/mother&apos;s-&amp;-child?a=1&amp;b=2</loc>');
    expect(entries(xml)[0]?.loc).toBe("https://a.example/collections/mother's-&-child?a=1&b=2");
  });

  it('is an empty but valid urlset without pages', () => {
    expect(entries(sitemapXml('https://a.example', []))).toEqual([]);
  });

  it('refuses an origin that is no absolute URL', () => {
    expect(() => sitemapXml('shop.example.com', [{ path: '/' }])).toThrow(/shop\.example\.com/);
  });
});

describe('robotsTxt', () => {
  it('allows every crawler everywhere and names the sitemap', () => {
    expect(robotsTxt('https://shop.example.com')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://shop.example.com/sitemap.xml\n',
    );
    expect(robotsTxt('http://localhost:5173/')).toContain('Sitemap: http://localhost:5173/sitemap.xml\n');
  });

  it('names no sitemap when the build wrote none', () => {
    expect(robotsTxt('https://shop.example.com', { sitemap: false })).toBe('User-agent: *\nAllow: /\n');
  });
});

describe('the last change a prerendered page is dated by', () => {
  const originals: SanityDocument[] = [];

  /** Edits a seed document in the mock Content Lake until the test ends. */
  function editContent(id: string, changes: Partial<SanityDocument>) {
    const { documents } = contentDataset();
    const index = documents.findIndex((document) => document._id === id);
    const original = documents[index];
    if (!original) throw new Error(`no seed document ${id}`);
    originals.push(original);
    documents[index] = { ...original, ...changes };
  }

  afterEach(() => {
    const { documents } = contentDataset();
    for (const original of originals.splice(0)) {
      documents[documents.findIndex((document) => document._id === original._id)] = original;
    }
  });

  it('is the last change of the product a product page shows', async () => {
    const product = findProductByHandle('vitamin-d3-k2');
    expect((await renderPage('/products/vitamin-d3-k2')).lastModified).toBe(product?.updatedAt);
  });

  it('is the newest change of a content page and of the documents it lists', async () => {
    expect((await renderPage('/faq')).lastModified).toBe(SEED_DATE);
    editContent('faqItem-results', { _updatedAt: '2026-11-20T08:15:00Z' });
    expect((await renderPage('/faq')).lastModified).toBe('2026-11-20T08:15:00Z');
  });

  it('is not changed by the header and footer, which are on every page', async () => {
    editContent('siteSettings', { _updatedAt: '2026-11-20T08:15:00Z' });
    expect((await renderPage('/about')).lastModified).toBe(SEED_DATE);
  });

  it('is unknown for a page with no dated content', async () => {
    expect((await renderPage('/search')).lastModified).toBeUndefined();
  });
});
