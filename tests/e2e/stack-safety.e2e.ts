/**
 * "A safe stack" as a shopper meets it: two vitamin D products in the cart are added up and named
 * in the drawer, on /cart and on a product's page, each finding once, with a mark on each line; a medication listed in the quiz's answer (kept
 * in this browser) meets a product's potassium; each finding cites its NIH source.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { connectBrowser, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { eventually, expectMainHeading, visit, waitForCartAnswer, waitForPath } from './page-checks';
import { catalogueProduct } from './mock-catalogue';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** 125 mcg of vitamin D a day. */
const vitaminDK2 = catalogueProduct('Vitamin D3 + K2');
/** 25 mcg of vitamin D a day. */
const calciumD3 = catalogueProduct('Calcium, Magnesium & D3');
/** 200 mg of potassium. */
const electrolytes = catalogueProduct('Electrolyte Hydration Powder');

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const vitaminDSheet = 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/';

async function addFromProductPage(page: Page, handle: string) {
  await page.goto(`/products/${handle}`);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await drawer(page).waitFor();
  // The next page reads the cart: the add must be done before the shopper leaves.
  await waitForCartAnswer(page);
}

async function closeDrawer(page: Page) {
  await drawer(page).getByRole('button', { name: 'Close cart' }).click();
  await drawer(page).waitFor({ state: 'hidden' });
}

async function expectVitaminDFindings(scope: Locator) {
  const panel = scope.getByRole('region', { name: 'Taking these together' });
  await panel.getByText(/Vitamin D is in more than one product/).waitFor();
  await panel
    .getByText(`Together, ${vitaminDK2.title} and ${calciumD3.title} give 150 mcg of vitamin D a day`, {
      exact: false,
    })
    .waitFor();
  expect(
    await panel
      .getByRole('link', { name: /Vitamin D fact sheet/ })
      .first()
      .getAttribute('href'),
  ).toBe(vitaminDSheet);
  return panel;
}

describe.concurrent('the stack check', () => {
  it('says a product over an upper limit on its own so on its page, before it is added, as the cart does', async () => {
    await visit(browser, `/products/${vitaminDK2.handle}`, async ({ page }) => {
      await expectMainHeading(page, vitaminDK2.title);
      const finding = `${vitaminDK2.title} gives 125 mcg of vitamin D a day, above the 100 mcg upper limit for adults. Talk to your healthcare provider before taking it.`;
      const alone = page.getByRole('main').getByRole('region', { name: 'Stack check' });
      await alone.getByText(finding).waitFor();
      expect(await alone.getByRole('link', { name: /Vitamin D fact sheet/ }).getAttribute('href')).toBe(
        vitaminDSheet,
      );

      await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
      await drawer(page).waitFor();
      await drawer(page).getByRole('region', { name: 'Stack check' }).getByText(finding).waitFor();
    });
  });

  it('adds up two vitamin D products in the drawer, on /cart and on a product page', async () => {
    await visit(browser, `/products/${vitaminDK2.handle}`, async ({ page }) => {
      await addFromProductPage(page, vitaminDK2.handle);
      await closeDrawer(page);

      // On the second product's page, before it is in the cart: what it adds to the cart.
      await page.goto(`/products/${calciumD3.handle}`);
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      const withCart = page.getByRole('main').getByRole('region', { name: 'With your cart' });
      await withCart.getByText(/Vitamin D is in more than one product/).waitFor();

      await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
      await drawer(page).waitFor();
      await expectVitaminDFindings(drawer(page));
      // Each finding is said once, in the summary naming both products; their lines are marked.
      expect(
        await drawer(page)
          .getByText(/in more than one product/)
          .count(),
      ).toBe(1);
      for (const { title } of [vitaminDK2, calciumD3]) {
        const line = drawer(page).getByRole('listitem').filter({ hasText: title }).first();
        await line.getByText('Warning', { exact: true }).waitFor();
        expect(await line.getByText(/upper limit|more than one product/).count()).toBe(0);
      }
      await expectNoSeriousAxeViolations(page, 'the cart drawer with stack findings');

      await drawer(page).getByRole('link', { name: 'View Cart' }).click();
      await waitForPath(page, '/cart');
      await expectMainHeading(page, 'Your Cart');
      const panel = await expectVitaminDFindings(page.getByRole('main'));
      await page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: vitaminDK2.title })
        .first()
        .getByRole('button', { name: 'See details below' })
        .click();
      await eventually(async () =>
        expect(await panel.evaluate((element) => element === document.activeElement)).toBe(true),
      );
      await expectNoSeriousAxeViolations(page, '/cart with stack findings');
    });
  });

  it("names an interaction with the shopper's medication, with its source", async () => {
    await visit(
      browser,
      `/products/${electrolytes.handle}`,
      async ({ page }) => {
        const withMedications = page.getByRole('main').getByRole('region', { name: 'With your medications' });
        await withMedications
          .getByText(`${electrolytes.title} contains Potassium`, { exact: false })
          .waitFor();

        await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
        await drawer(page).waitFor();
        const panel = drawer(page).getByRole('region', { name: 'Stack check' });
        await panel
          .getByText(`${electrolytes.title} contains Potassium, and you listed blood-pressure medication`, {
            exact: false,
          })
          .waitFor();
        const source = panel.getByRole('link', { name: /NIH Office of Dietary Supplements/ }).first();
        expect(await source.getAttribute('href')).toMatch(/^https:\/\/ods\.od\.nih\.gov\//);
        expect(await source.getAttribute('target')).toBe('_blank');
        await drawer(page)
          .getByRole('listitem')
          .filter({ hasText: electrolytes.title })
          .first()
          .getByRole('button', { name: 'See details below' })
          .waitFor();
        await expectNoSeriousAxeViolations(page, 'the cart drawer with an interaction');
      },
      {
        prepare: async (page) => {
          await page.addInitScript(() =>
            window.localStorage.setItem(
              'sankofa:medications',
              JSON.stringify({ choice: 'classes', classes: ['blood-pressure'] }),
            ),
          );
        },
      },
    );
  });
});
