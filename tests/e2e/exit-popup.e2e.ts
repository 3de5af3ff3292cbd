import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { expectMainHeading, visit, waitForPath } from './page-checks';
import { seedContent } from './seed';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const offer = () => seedContent.siteSettings().exitOffer;
const brand = () => seedContent.siteSettings().brandName;
const withBrand = (text: string) => text.replaceAll('{brand}', brand());
const popup = (page: Page) => page.getByRole('dialog', { name: withBrand(offer().title) });

/** These tests watch the offer themselves, so the journeys' habit of closing it is off. */
const ownOffer = { keepExitOffer: true };

/** The shopper heads for the tabs or the address bar: the pointer leaves through the top edge. */
async function leaveThroughTop(page: Page) {
  await page.mouse.move(640, 200);
  await page.mouse.move(640, 5, { steps: 5 });
  await page.mouse.move(640, -20, { steps: 2 });
}

/** Gives a popup that should not come a fair chance to show up before saying it did not. */
async function expectNoPopup(page: Page) {
  await page.waitForTimeout(750);
  expect(await popup(page).count()).toBe(0);
}

describe.concurrent('the exit-intent offer', () => {
  it('opens when the pointer leaves through the top, validates the email and welcomes the shopper', async () => {
    await visit(
      browser,
      '/faq',
      async ({ page }) => {
        await expectMainHeading(page, seedContent.faqPage().title);
        await leaveThroughTop(page);
        const dialog = popup(page);
        await dialog.waitFor();
        expect(await dialog.textContent()).toMatch(/10% off/i);
        expect(await dialog.textContent()).toMatch(/unsubscribe/i);
        await expectNoSeriousAxeViolations(page, 'the open exit-intent offer');

        const submit = dialog.getByRole('button', { name: offer().buttonLabel });
        const email = dialog.getByRole('textbox', { name: offer().emailLabel });
        await submit.click();
        await dialog.getByText('Please enter your email address.').waitFor();
        await email.fill('not-an-email');
        await submit.click();
        await dialog.getByText('Please enter a valid email address').waitFor();
        expect(await dialog.isVisible()).toBe(true);

        // A new address each run: a retry, or a second run on the same data, subscribes anew.
        await email.fill(`ada.${Date.now()}@example.com`);
        await submit.click();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByText(`Welcome to ${brand()}!`).waitFor();
        await page.getByText('Check your email for your exclusive discount code.').waitFor();
      },
      ownOffer,
    );
  });

  it('comes once per session: not again on the next page or after a reload, but again in a new session', async () => {
    await visit(
      browser,
      '/about',
      async ({ page }) => {
        await expectMainHeading(page, seedContent.aboutPage().title);
        await leaveThroughTop(page);
        await popup(page).waitFor();
        await popup(page).getByRole('button', { name: 'Close' }).click();
        await popup(page).waitFor({ state: 'hidden' });

        await page.getByRole('banner').getByRole('link', { name: 'Learn', exact: true }).click();
        await waitForPath(page, '/learn');
        await expectMainHeading(page, 'Learn About Your Health');
        await leaveThroughTop(page);
        await expectNoPopup(page);

        await page.reload();
        await expectMainHeading(page, 'Learn About Your Health');
        await leaveThroughTop(page);
        await expectNoPopup(page);
      },
      ownOffer,
    );

    // A new browser context is a new session.
    await visit(
      browser,
      '/learn',
      async ({ page }) => {
        await expectMainHeading(page, 'Learn About Your Health');
        await leaveThroughTop(page);
        await popup(page).waitFor();
      },
      ownOffer,
    );
  });

  it('opens by itself after 45 seconds on the site, not before', async () => {
    await visit(
      browser,
      '/faq',
      async ({ page }) => {
        await expectMainHeading(page, seedContent.faqPage().title);
        // From here on the page's time moves only when the test says so.
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
        await page.clock.runFor(40_000);
        await expectNoPopup(page);
        await page.clock.runFor(6_000);
        // The dialog's code loads now; let time flow again so React can reveal it.
        await page.clock.resume();
        await popup(page).waitFor();
      },
      { ...ownOffer, prepare: (page) => page.clock.install() },
    );
  });
});
