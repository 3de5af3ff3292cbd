/**
 * What the spec says a shopper finds on each page beyond its heading: the buttons and links it
 * names, their counts and where they lead. The route walk checks these on every viewport.
 */
import { expect } from 'vitest';
import type { Page } from './browser';
import { eventually } from './page-checks';
import { conditionPages, productPage } from './routes';
import { seedContent } from './seed';
import { catalogue } from '../../mocks/data/catalogue';
import { specHealthGoals } from '../spec-facts';
import { canonicalShopHref } from '../../src/domain/canonical-shop-href';

type PageCheck = (page: Page) => Promise<void>;

const main = (page: Page) => page.getByRole('main');

async function expectCount(
  page: Page,
  role: 'button' | 'link' | 'heading',
  name: string | RegExp,
  count: number,
) {
  await main(page).getByRole(role, { name }).first().waitFor();
  expect(await main(page).getByRole(role, { name }).count(), `${role}s named ${String(name)}`).toBe(count);
}

async function expectHref(page: Page, linkName: string, href: string) {
  const link = main(page).getByRole('link', { name: linkName, exact: true });
  expect(await link.getAttribute('href'), `where "${linkName}" leads`).toBe(href);
}

const learnTopics = [
  'Blood Pressure Management',
  'Cholesterol & Lipid Health',
  'Joint & Bone Health',
  'Digestive & Gut Health',
  'Eye Health & Vision Support',
  'Weight Management',
];

const pageChecks: Record<string, PageCheck> = {
  '/': async (page) => {
    // The hero's link to the quiz; the "Not Sure Where to Start" call to action may offer the same.
    await main(page).getByRole('link', { name: 'Take the 60-Second Quiz' }).first().waitFor();
    expect(
      await main(page).getByRole('link', { name: 'Take the 60-Second Quiz' }).first().getAttribute('href'),
    ).toBe('/quiz');
    await expectHref(page, 'Shop Products', '/shop');
  },
  '/shop': async (page) => {
    await main(page).getByRole('heading', { level: 1, name: 'Supplements for Our Health' }).waitFor();
    await main(page).getByRole('combobox', { name: 'Filter by' }).waitFor();
    const grid = main(page).getByRole('list', { name: 'Our Products' });
    await grid.getByRole('article').first().waitFor();
    // The first page of the catalogue, then "Show more products".
    const firstPage = catalogue.slice(0, 6);
    expect(await grid.getByRole('article').count(), 'product cards').toBe(firstPage.length);
    await main(page).getByRole('button', { name: 'Show more products' }).waitFor();
    const inStock = firstPage.filter((product) => product.availableForSale).length;
    await expectCount(page, 'link', 'View Full Details', firstPage.length);
    await expectCount(page, 'button', 'Add to Cart', inStock);
    // A sold-out product's Notify me shows once its code has loaded (components/purchase/sold-out.tsx).
    await eventually(async () =>
      expect(await main(page).getByRole('button', { name: 'Notify me' }).count()).toBe(
        firstPage.length - inStock,
      ),
    );
    // The FDA statement is said once: the footer's, where every † leads.
    expect(await page.getByText(/not been evaluated by the Food and Drug Administration/).count()).toBe(1);
  },
  [productPage.path]: async (page) => {
    for (const section of ['About This Product', 'Key Benefits']) {
      await main(page).getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
    }
    for (const benefit of [
      'Premium quality ingredients',
      'Third-party tested for purity',
      'Manufactured in GMP certified facilities',
      'Non-GMO and gluten-free',
      'Science-backed formulation',
    ]) {
      await main(page).getByText(benefit, { exact: true }).waitFor();
    }
    // The page's own button; on a phone, the buy bar that keeps it within reach repeats it.
    await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).first().waitFor();
    await main(page).getByRole('button', { name: 'Buy Now', exact: true }).waitFor();
    await main(page).getByText('Secure checkout via Shopify').waitFor();
    await expectHref(page, 'Shop', '/shop');
  },
  '/health-goals': async (page) => {
    await expectCount(page, 'link', /^Shop /, specHealthGoals.length);
    // The spec's category links lead to the shop's page of that category (/shop/heart).
    for (const [title, href] of specHealthGoals)
      await expectHref(page, `Shop ${title}`, canonicalShopHref(href));
  },
  '/conditions': async (page) => {
    await expectCount(page, 'link', /^Take Quiz for /, 12);
    await expectCount(page, 'link', /^View Products/, 12);
    const external = main(page).locator('a[target="_blank"]');
    expect(await external.count(), 'external health resources').toBe(4);
    for (const link of await external.all()) expect(await link.getAttribute('rel')).toContain('noopener');
  },
  '/learn': async (page) => {
    for (const topic of learnTopics)
      await main(page).getByRole('heading', { name: topic, exact: true }).waitFor();
    await expectCount(page, 'link', /Learn More & Shop/, learnTopics.length);
    for (const link of await main(page)
      .getByRole('link', { name: /Learn More & Shop/ })
      .all()) {
      expect(await link.getAttribute('href')).toMatch(/^\/collections\/[a-z0-9-]+$/);
    }
  },
  '/community': async (page) => {
    for (const section of [
      'Success Stories',
      'Events & Screenings',
      'Caregiver Resources',
      'Support Groups',
    ]) {
      await main(page).getByRole('heading', { name: section, exact: true }).waitFor();
    }
    // The lists come from Firestore after the page loads: wait for their cards (so images and
    // the accessibility scan see them).
    for (const list of ['Events & Screenings', 'Caregiver Resources', 'Support Groups']) {
      await main(page)
        .getByRole('list', { name: list, exact: true })
        .getByRole('heading', { level: 3 })
        .first()
        .waitFor();
    }
  },
  '/about': async (page) => {
    for (const section of [
      'Our Why',
      'Science Meets Culture',
      'Culturally Informed Wellness',
      'Our Promise',
    ]) {
      await main(page).getByRole('heading', { name: section, exact: true }).waitFor();
    }
  },
  '/cart': async (page) => {
    await expectHref(page, 'Continue Shopping', '/shop');
  },
  '/contact': async (page) => {
    await main(page).getByRole('button', { name: 'Send Message' }).waitFor();
    await main(page)
      .getByText(/24-48 hours/)
      .first()
      .waitFor();
  },
  '/lab-results': async (page) => {
    const lookup = main(page).getByRole('search', { name: seedContent.labResultsPage().lookupTitle });
    await lookup.getByRole('textbox', { name: 'Lot number' }).waitFor();
    await lookup.getByRole('button', { name: 'Look up' }).waitFor();
    await main(page).getByRole('heading', { level: 2, name: 'What we test' }).waitFor();
  },
  '/shipping': async (page) => {
    for (const figure of ['$9.99', '$19.99', '$50']) await main(page).getByText(figure).first().waitFor();
  },
  ...Object.fromEntries(
    conditionPages.map(({ slug, shopButton }) => [
      `/conditions/${slug}`,
      async (page: Page) => {
        const shop = main(page).getByRole('link', { name: shopButton, exact: true });
        expect(await shop.getAttribute('href')).toMatch(/^\/collections\/[a-z0-9-]+$/);
      },
    ]),
  ),
};

/** The spec's expectations for the page at `path` (none beyond the heading for pages not listed). */
export async function expectPageContent(page: Page, path: string) {
  await pageChecks[path]?.(page);
}
