/**
 * An editor previewing drafts in Sanity Studio's Presentation tool: the Studio frames the store at
 * a page's address with `?sanity-preview-perspective=drafts`. The Studio itself cannot run here
 * (it signs in at Sanity's servers), so a page at the local Studio's address stands in for it: it
 * frames the store exactly as the tool does, under the store's real Content-Security-Policy.
 */
import { stegaClean } from '@sanity/client/stega';
import { vercelStegaDecode } from '@vercel/stega';
import type { Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser, newVisit, type Browser, type Page } from './browser';
import { eventually } from './page-checks';

const STUDIO = 'http://localhost:3333';
const draft = {
  heroAlt: 'A golden droplet beside cinnamon sticks and fresh leaves',
  title: 'Blood Sugar Support (draft)',
  summary: 'DRAFT: a new summary still under review by the editors.',
};
const published = { title: 'Blood Sugar Support' };

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The Studio's page at `studio`, framing the store at `path` as the Presentation tool does. The
 * test answers for the Studio, and Chromium's Local Network Access checks take a page without an
 * address for a public site and refuse it a frame of localhost: the store's pages in the frame are
 * fetched by the test and handed on as they are, with the store's own headers (its
 * Content-Security-Policy, which decides who may frame it).
 */
async function openInStudio(page: Page, path: string, studio = STUDIO): Promise<Frame> {
  await page.route(`${studio}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Presentation</title><iframe src="${baseUrl()}${path}" style="width:1200px;height:760px"></iframe>`,
    }),
  );
  await page.route(`${baseUrl()}/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    return route.fulfill({ response: await route.fetch() });
  });
  await page.goto(`${studio}/presentation`);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  if (!frame) throw new Error('The Studio page has no frame');
  return frame;
}

const textOf = (frame: Frame | Page, selector: string) =>
  frame
    .locator(selector)
    .first()
    .evaluate((element) => element.textContent ?? '');

/** The document and field a text leads to (its stega's edit link: `…;id=…;type=…;path=…`). */
function fieldOf(text: string) {
  const href = vercelStegaDecode<{ href: string }>(text)?.href;
  if (!href) return null;
  const route = new URL(href).pathname.split('/').pop() ?? '';
  const { id, type, path } = Object.fromEntries(route.split(';').map((part) => part.split('=')));
  return { studio: new URL(href).origin, id, type, path: decodeURIComponent(path ?? '') };
}

describe.concurrent('an editor previewing drafts in the Studio', () => {
  it("sees the draft's text, leading to the draft's field, on the page and after moving through the store", async () => {
    // Where the store's analytics would run before any answer: the preview must still send nothing.
    const { page, context, problems } = await newVisit(browser, { timezoneId: 'America/New_York' });
    try {
      const monorail: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/.well-known/shopify/monorail/')) monorail.push(request.url());
      });
      const frame = await openInStudio(page, '/conditions/blood-sugar?sanity-preview-perspective=drafts');
      await frame.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await eventually(async () => expect(stegaClean(await textOf(frame, 'main h1'))).toBe(draft.title));
      const title = await textOf(frame, 'main h1');
      expect(fieldOf(title)).toEqual({
        studio: STUDIO,
        id: 'condition-blood-sugar',
        type: 'condition',
        path: 'title',
      });
      expect(await frame.getByText(published.title, { exact: true }).count()).toBe(0);
      // An image leads to its field through its alt text.
      const alts = await frame
        .locator('main img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
      const heroAlt = alts.find((alt) => stegaClean(alt) === draft.heroAlt);
      expect(fieldOf(heroAlt ?? '')).toMatchObject({ id: 'condition-blood-sugar', path: 'heroImage.alt' });
      // Sanity knows the editor (the local services' one): no warning over the page.
      expect(await frame.locator('#preview-notice').count()).toBe(0);

      // A link inside the store: the next page is the draft's too.
      await frame.locator('header').getByRole('link', { name: 'Conditions', exact: true }).click();
      await frame.waitForURL(/\/conditions$/);
      const card = frame.locator('main h2', { hasText: draft.title });
      await card.waitFor();
      expect(fieldOf(await card.evaluate((element) => element.textContent ?? ''))).toMatchObject({
        id: 'condition-blood-sugar',
        path: 'title',
      });
      const summary = frame.getByText(draft.summary);
      await summary.waitFor();
      expect(fieldOf((await summary.textContent()) ?? '')).toMatchObject({
        id: 'condition-blood-sugar',
        path: 'summary',
      });

      // Reloaded inside the frame (the address no longer names the perspective): still the preview.
      await frame.evaluate(() => window.location.reload());
      await frame.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await frame.getByText(draft.summary).waitFor();
      // An editor is not a shopper: no privacy banner over the preview, and nothing sent to Shopify.
      expect(await frame.getByRole('region', { name: 'Your privacy choices' }).count()).toBe(0);
      expect(monorail, 'no storefront event from the preview').toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      // A page of the store may still be on its way through the test's route when the test ends.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    }
  });

  it('is the published store outside the Studio, even at the address the Studio opens', async () => {
    const { page, context, problems } = await newVisit(browser);
    const previewCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(preview|renderVisualEditing)-/.test(request.url())) previewCode.push(request.url());
    });
    try {
      await page.goto('/conditions/blood-sugar?sanity-preview-perspective=drafts');
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      const title = await textOf(page, 'main h1');
      expect(title).toBe(published.title);
      expect(vercelStegaDecode(title)).toBeUndefined();
      expect(await page.getByText(draft.summary).count()).toBe(0);
      expect(previewCode).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      // A page of the store may still be on its way through the test's route when the test ends.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    }
  });

  it('cannot be framed by any page but the Studio', async () => {
    const { page, context } = await newVisit(browser);
    try {
      // The browser says so when it refuses the store in a frame (frame-ancestors).
      const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
      const frame = await openInStudio(
        page,
        '/conditions/blood-sugar?sanity-preview-perspective=drafts',
        'http://127.0.0.1:3333',
      );
      await refused;
      expect(await frame.locator('#root').count(), 'no page of the store in the frame').toBe(0);
    } finally {
      // A page of the store may still be on its way through the test's route when the test ends.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    }
  });
});
