/**
 * The search palette (header button or Ctrl+K): results grouped into products and health
 * conditions, chosen with the keyboard, leading to a condition's page or a product's page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { eventually, expectMainHeading, visit, waitForPath } from './page-checks';
import { headingAt } from './routes';
import { catalogue } from '../../mocks/data/catalogue';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const placeholder = 'Search for products, conditions, or keywords...';
const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchBox = (page: Page) => palette(page).getByRole('combobox', { name: 'Search the store' });
const group = (page: Page, name: 'Products' | 'Health Conditions') =>
  palette(page).getByRole('group', { name, exact: true });

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await palette(page).waitFor();
  await eventually(async () =>
    expect(await searchBox(page).evaluate((input) => input === document.activeElement)).toBe(true),
  );
}

/** The name of the option the arrow keys are on (the combobox's active descendant), or ''. */
const highlighted = (page: Page) =>
  searchBox(page).evaluate((input) => {
    const option = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    const label = option && option.querySelector('[id$="-label"]');
    return label?.textContent ?? '';
  });

/** The spec's matching: a case-insensitive substring of the name, then of the benefit. */
function productsMatching(query: string): string[] {
  const named = catalogue.filter((product) => product.title.toLowerCase().includes(query));
  const described = catalogue.filter(
    (product) => !named.includes(product) && product.description.toLowerCase().includes(query),
  );
  return [...named, ...described].map((product) => product.title);
}

const optionNames = (page: Page, name: 'Products' | 'Health Conditions') =>
  group(page, name)
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((option) => option.querySelector('[id$="-label"]')?.textContent ?? ''),
    );

const ashwagandha = catalogue.find((product) => product.title === 'Ashwagandha Calm')!;

describe.concurrent('the search palette', () => {
  it('groups products and conditions, and arrow keys + Enter open a condition page', async () => {
    await visit(browser, '/about', async ({ page }) => {
      await expectMainHeading(page, headingAt('/about'));
      await openWithShortcut(page);
      expect(await searchBox(page).getAttribute('placeholder')).toBe(placeholder);

      // A condition's keyword finds the condition (and, here, no product).
      await searchBox(page).fill('hypertension');
      expect(productsMatching('hypertension')).toEqual([]);
      await eventually(async () =>
        expect(await optionNames(page, 'Health Conditions')).toEqual(['Blood Pressure']),
      );
      expect(await group(page, 'Products').count()).toBe(0);
      await expectNoSeriousAxeViolations(page, 'the search palette with a condition found');

      // A broad word: at most 8 products.
      await searchBox(page).fill('support');
      const broad = productsMatching('support');
      expect(broad.length).toBeGreaterThan(8);
      await eventually(async () => expect(await optionNames(page, 'Products')).toEqual(broad.slice(0, 8)));

      await searchBox(page).fill('sleep');
      // Products named for sleep first, then those whose benefit mentions it.
      const expected = productsMatching('sleep').slice(0, 8);
      expect(expected.length).toBeGreaterThan(0);
      await eventually(async () => expect(await optionNames(page, 'Products')).toEqual(expected));
      expect(await optionNames(page, 'Health Conditions')).toEqual(['Sleep']);

      // The first result is highlighted; the conditions come after the products.
      await eventually(async () => expect(await highlighted(page)).toBe(expected[0]));
      for (let step = 0; step < expected.length; step += 1) await page.keyboard.press('ArrowDown');
      await eventually(async () => expect(await highlighted(page)).toBe('Sleep'));
      await page.keyboard.press('Enter');

      await waitForPath(page, '/conditions/sleep');
      await palette(page).waitFor({ state: 'hidden' });
      await expectMainHeading(page, headingAt('/conditions/sleep'));
    });
  });

  // App bug: a product result is named by its title alone (aria-labelledby) but also shows its
  // benefit, which axe reports as label-content-name-mismatch (serious, WCAG 2.5.3 Label in Name).
  // Drop `.fails` once the option's name and its visible text agree.
  it('passes axe with product results showing', async () => {
    await visit(browser, '/', async ({ page }) => {
      await openWithShortcut(page);
      await searchBox(page).fill('sleep');
      await group(page, 'Products').getByRole('option').first().waitFor();
      await expectNoSeriousAxeViolations(page, 'the search palette with product results');
    });
  });

  it('opens the product page of the product typed, then starts empty the next time', async () => {
    await visit(browser, '/', async ({ page }) => {
      await page.getByRole('banner').getByRole('button', { name: 'Search products, conditions...' }).click();
      await palette(page).waitFor();
      await searchBox(page).fill(ashwagandha.title);
      await group(page, 'Products').getByRole('option', { name: ashwagandha.title }).waitFor();
      await eventually(async () => expect(await highlighted(page)).toBe(ashwagandha.title));
      await page.keyboard.press('Enter');

      await waitForPath(page, `/products/${ashwagandha.handle}`);
      await palette(page).waitFor({ state: 'hidden' });
      await expectMainHeading(page, ashwagandha.title);

      await openWithShortcut(page);
      expect(await searchBox(page).inputValue(), 'the query was cleared').toBe('');
    });
  });

  it('says "No results found." for a query nothing matches, and Escape closes it', async () => {
    await visit(browser, '/faq', async ({ page }) => {
      await openWithShortcut(page);
      await searchBox(page).fill('qqzzxx');
      await palette(page).getByText('No results found.', { exact: true }).waitFor();
      expect(await palette(page).getByRole('option').count()).toBe(0);
      await expectNoSeriousAxeViolations(page, 'the search palette without results');

      await page.keyboard.press('Escape');
      await palette(page).waitFor({ state: 'hidden' });
      await expectMainHeading(page, headingAt('/faq'));
    });
  });
});
