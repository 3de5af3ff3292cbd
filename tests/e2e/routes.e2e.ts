import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, desktopViewport, mobileViewport, type Browser } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { expectAllImagesLoaded, expectMainHeading, visit } from './page-checks';
import { expectPageContent } from './page-expectations';
import { storeRoutes } from './routes';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const widths = [
  ['phone', undefined],
  ['computer', desktopViewport.viewport],
] as const;

/**
 * Each page is loaded fresh on a phone (where most shoppers first meet it: touch, 390 px), checked,
 * then widened to a computer's screen and checked again in the same document. A second load at the
 * wider width would cost as much again (a page load is most of this walk's time on two cores) and
 * test the same HTML: the prerendered page is one for every width, and the other journeys load
 * their pages at the computer's width.
 */
describe('every page', () => {
  it.concurrent.each(storeRoutes())(
    '$path shows its heading, content and images, is accessible on a phone and a computer, links to the accessibility statement, and logs no error',
    async ({ path, heading }) => {
      await visit(
        browser,
        path,
        async ({ page }) => {
          for (const [width, viewport] of widths) {
            if (viewport) await page.setViewportSize(viewport);
            await expectMainHeading(page, heading);
            await expectPageContent(page, path);
            await expectAllImagesLoaded(page);
            await expectNoSeriousAxeViolations(page, `${path} (${width})`);
          }
          const statement = page
            .getByRole('contentinfo')
            .getByRole('link', { name: 'Accessibility', exact: true });
          expect(await statement.getAttribute('href'), `${path}: the footer's accessibility statement`).toBe(
            '/accessibility',
          );
        },
        { context: mobileViewport },
      );
    },
  );
});
