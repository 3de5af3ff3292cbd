/**
 * What AI agents read, from the running store: /llms.txt and a product page's markdown twin, each
 * served with its type, and the twin saying what the page shows: the page names it as its
 * `text/markdown` alternate, and its price, Supplement Facts, renewal terms and lab lots are the
 * page's, read through the same roles a shopper's screen reader uses (the twin rendered as HTML).
 */
import MarkdownIt from 'markdown-it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser, type Browser, type Page } from './browser';
import { visit } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A file of the store as an agent asks for it, or as a browser would (asking for HTML first). */
async function fetchFile(path: string, accept = '*/*') {
  const response = await fetch(new URL(path, baseUrl()), { headers: { accept } });
  return { response, text: await response.text() };
}

/** The addresses llms.txt links under one `## ` section. */
function linksUnder(llms: string, section: string): URL[] {
  const text = llms.split(/^## /m).find((part) => part.startsWith(`${section}\n`)) ?? '';
  return [...text.matchAll(/^- \[[^\n]*?\]\(([^)\s]+)\)/gm)].map(([, href]) => new URL(href!));
}

/** A table's body rows as text, cell by cell (row headers included). */
function bodyRows(page: Page, table: string) {
  return page
    .getByRole('table', { name: table })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim()),
      ),
    );
}

/** What the product page shows of the facts the twin repeats. */
async function shownOnThePage(page: Page) {
  const buyBox = page.locator('.buy-box');
  await page.getByRole('table', { name: 'Supplement Facts' }).waitFor();
  return {
    price: await buyBox.locator('.product-price__now').first().innerText(),
    perServing: await buyBox.getByText(/ per serving \(\d+ servings\)$/).innerText(),
    renewal: (await buyBox.locator('.renewal-terms').allInnerTexts()).map((text) => text.trim()),
    // Each row: its amount and % Daily Value as printed (the names are compared below, loosely).
    facts: (await bodyRows(page, 'Supplement Facts')).map((cells) => cells.slice(-2)),
    names: (await bodyRows(page, 'Supplement Facts')).map((cells) => cells[0]!.replace(/\s+/g, ' ')),
    lots: await page.getByRole('link', { name: /^Lot SW/ }).allInnerTexts(),
  };
}

/** What the twin, read as HTML, says of the same. */
async function shownInTheTwin(page: Page, markdown: string) {
  await page.setContent(`<main>${new MarkdownIt().render(markdown)}</main>`);
  await page.evaluate(() => {
    // Markdown has no caption: the table is named by its section's heading, as the page's by its caption.
    const table = document.querySelector('table');
    let heading = table?.previousElementSibling;
    while (heading && heading.tagName !== 'H2') heading = heading.previousElementSibling;
    table?.setAttribute('aria-label', heading?.textContent ?? '');
  });
  const item = (label: string) =>
    page
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^${label}: `) })
      .first()
      .innerText();
  const rows = await bodyRows(page, 'Supplement Facts');
  return {
    price: (await item('Price')).replace(/^Price: (\S+).*$/s, '$1'),
    perServing: (await item('Price per serving')).replace(/^Price per serving: /, ''),
    renewal: (await page.getByRole('listitem').filter({ hasText: 'Renews ' }).allInnerTexts()).map((text) =>
      text.replace(/^.*?(Renews )/s, '$1').trim(),
    ),
    facts: rows.map((cells) => cells.slice(-2)),
    names: rows.map((cells) => cells[0]!.replace(/^↳ /, '').replace(/: /, ' ')),
    lots: await page.getByRole('link', { name: /^Lot SW/ }).allInnerTexts(),
  };
}

describe.concurrent('the files for AI agents', () => {
  it('llms.txt names the store and leads to each listed policy, collection and product, a product to its twin', async () => {
    const { response, text } = await fetchFile('/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(text).toMatch(/^# Sankofa Wellness\n\n> \S/);
    const policies = linksUnder(text, 'Policies').map((url) => url.pathname);
    expect(policies).toEqual(expect.arrayContaining(['/shipping', '/faq', '/privacy', '/terms']));
    expect(linksUnder(text, 'Collections').length).toBeGreaterThan(20);
    const products = linksUnder(text, 'Products');
    expect(products.length).toBeGreaterThan(70);
    expect(products.every((url) => /^\/products\/[^/]+\.md$/.test(url.pathname))).toBe(true);
    expect(linksUnder(text, 'Agents').map((url) => url.pathname)).toEqual(['/api/mcp']);
    // Only pages search engines may list: not the cart, search or login.
    for (const unlisted of ['/cart', '/search', '/auth']) expect(text).not.toContain(`${unlisted})`);
    // Every page it leads to is there.
    for (const url of [...policies.map((path) => new URL(path, baseUrl())), ...products.slice(0, 5)]) {
      const { response: page } = await fetchFile(url.pathname);
      expect(page.status, url.pathname).toBe(200);
    }
  });

  it('serves a twin as markdown, even to a browser that asks for HTML first', async () => {
    for (const accept of ['*/*', 'text/html,application/xhtml+xml,*/*;q=0.8']) {
      const { response, text } = await fetchFile('/products/vitamin-d3-k2.md', accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(text.startsWith('# Vitamin D3 + K2\n')).toBe(true);
    }
  });

  it.each(['vitamin-d3-k2', 'heart-health-bundle'])(
    "the product page %s names its twin, whose price, facts, renewal terms and lab lots are the page's",
    async (handle) => {
      await visit(browser, `/products/${handle}`, async ({ page }) => {
        const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
        const href = await alternate.getAttribute('href');
        expect(href).toBe(`/products/${handle}.md`);
        const shown = await shownOnThePage(page);
        const { text } = await fetchFile(new URL(href!, page.url()).pathname);
        const { renewal, ...twin } = await shownInTheTwin(page, text);
        const { renewal: chosen, ...onPage } = shown;
        expect(twin).toEqual(onPage);
        expect(onPage.facts.length).toBeGreaterThan(1);
        expect(onPage.lots.length).toBeGreaterThan(0);
        // The page says the terms of the plan chosen (the first); the twin those of every plan.
        expect(renewal.slice(0, chosen.length)).toEqual(chosen);
        expect(renewal.length > 0).toBe(chosen.length > 0);
      });
    },
  );
});
