import { afterAll, beforeAll, describe, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
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

const viewports: [string, BrowserContextOptions][] = [
  ['desktop', desktopViewport],
  ['mobile', mobileViewport],
];

describe.each(viewports)('every page on %s', (viewportName, viewport) => {
  it.concurrent.each(storeRoutes())(
    '$path shows its heading, content and images, is accessible and logs no error',
    async ({ path, heading }) => {
      await visit(
        browser,
        path,
        async ({ page }) => {
          await expectMainHeading(page, heading);
          await expectPageContent(page, path);
          await expectAllImagesLoaded(page);
          await expectNoSeriousAxeViolations(page, `${path} (${viewportName})`);
        },
        { context: viewport },
      );
    },
  );
});
