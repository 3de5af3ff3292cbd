/**
 * The lab results page: a shopper looks up the lot number printed on the bottle and sees its
 * certificate of analysis, with the PDF the store serves (in mock mode a file of the build, under
 * /files/sankofa/production/) and that a click delivers; an unknown or a malformed lot
 * says what to do; without JavaScript the lookup still sends the lot and the page says what needs
 * JavaScript.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Download, Locator, Response } from 'playwright-core';
import { connectBrowser, desktopViewport, mobileViewport, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { eventually, expectMainHeading, pathOf, visit, waitForPath } from './page-checks';
import { seedContent } from './seed';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const noScript: BrowserContextOptions = { ...desktopViewport, javaScriptEnabled: false };

const main = (page: Page) => page.getByRole('main');
const lotField = (page: Page) => main(page).getByRole('textbox', { name: 'Lot number' });
const report = (page: Page, lot: string) => main(page).getByRole('region', { name: `Lot ${lot}` });

/** What a table shows, row by row (the header row first), as a shopper reads it. */
const tableRows = (page: Page, lot: string, name: string) =>
  report(page, lot)
    .getByRole('table', { name })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.children, (cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ')),
      ),
    );

/** Fetches a URL from the page, as the browser's own request would go (through the mock backends). */
function fetchFromPage(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const response = await fetch(address);
    const body = await response.text();
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      header: body.slice(0, 8),
      trailer: body.trimEnd().slice(-5),
      body,
    };
  }, url);
}

/**
 * Clicks a link to a file as a shopper does and answers what the browser received: Chromium either
 * shows the file in its viewer (the navigation's response) or saves it (a download), the shopper
 * has it either way. (The viewer's own reading of the file hides its body from the response.)
 */
async function clickForFile(page: Page, link: Locator) {
  const url = new URL((await link.getAttribute('href')) ?? '', page.url()).href;
  let response: Response | undefined;
  let download: Download | undefined;
  const onResponse = (each: Response) => {
    if (each.url() === url) response ??= each;
  };
  const onDownload = (each: Download) => (download ??= each);
  page.on('response', onResponse);
  page.on('download', onDownload);
  try {
    await link.click();
    await eventually(async () =>
      expect(download !== undefined || page.url() === url, `a click on ${url} shows or saves it`).toBe(true),
    );
    if (download) {
      return {
        how: 'download',
        url: download.url(),
        name: download.suggestedFilename(),
        body: await readFile(await download.path(), 'latin1'),
      };
    }
    expect(response, `the response to ${url}`).toBeDefined();
    return {
      how: 'shown',
      url: response!.url(),
      status: response!.status(),
      type: await response!.headerValue('content-type'),
      length: Number(await response!.headerValue('content-length')),
    };
  } finally {
    page.off('response', onResponse);
    page.off('download', onDownload);
  }
}

describe.concurrent('lab results', () => {
  it('looks a lot up from the form and shows its report, whose PDF certificate downloads', async () => {
    await visit(browser, '/lab-results', async ({ page }) => {
      await expectMainHeading(page, seedContent.labResultsPage().title);
      // Any case and spacing, a space in place of the dash (as docs/content-model.md promises).
      await lotField(page).fill(' sw2602 014 ');
      await main(page).getByRole('button', { name: 'Look up' }).click();
      await waitForPath(page, '/lab-results?lot=SW2602-014');

      await report(page, 'SW2602-014').getByRole('table', { name: 'Potency' }).waitFor();
      expect(await tableRows(page, 'SW2602-014', 'Potency')).toEqual([
        ['Ingredient', 'Label claim', 'Measured', '% of claim'],
        ['Turmeric root extract (95% curcuminoids)', '1,000 mg', '1,097 mg', '109.7%'],
        ['Ginger root extract', '100 mg', '102.9 mg', '102.9%'],
        ['Black pepper fruit extract (95% piperine)', '5 mg', '5.36 mg', '107.2%'],
      ]);
      const metals = await tableRows(page, 'SW2602-014', 'Heavy metals');
      expect(metals.map((row) => row[0])).toEqual(['Metal', 'Lead', 'Arsenic', 'Cadmium', 'Mercury']);
      expect(metals[1]).toEqual(['Lead', '0.191 mcg', '0.5 mcg California Prop 65 MADL', 'Within limit']);
      const microbiology = await tableRows(page, 'SW2602-014', 'Microbiology');
      expect(microbiology.slice(1).map((row) => row[1])).toEqual(['Pass', 'Pass', 'Pass', 'Pass']);
      await report(page, 'SW2602-014').getByText('Prairie Light Labs').waitFor();
      await report(page, 'SW2602-014').getByRole('link', { name: 'Turmeric with Ginger' }).waitFor();

      const certificate = report(page, 'SW2602-014').getByRole('link', {
        name: 'Download the certificate (PDF)',
      });
      const href = (await certificate.getAttribute('href')) ?? '';
      expect(href).toBe('/files/sankofa/production/lab-reports/sw2602-014.pdf');
      const pdf = await fetchFromPage(page, href);
      expect(pdf).toMatchObject({
        status: 200,
        type: 'application/pdf',
        header: '%PDF-1.4',
        trailer: '%%EOF',
      });
      expect(pdf.body).toContain('(Lot number: SW2602-014)');

      await expectNoSeriousAxeViolations(page, '/lab-results?lot=SW2602-014');
    });
  });

  it('delivers the PDF certificate when the shopper clicks its link', async () => {
    await visit(
      browser,
      '/lab-results?lot=SW2602-014',
      async ({ page }) => {
        const certificate = report(page, 'SW2602-014').getByRole('link', {
          name: 'Download the certificate (PDF)',
        });
        // The browser itself asks the store for the file: in mock mode too it must be a file the
        // server has, as no service worker answers a navigation to another origin. (Not fetched
        // first: from the browser's cache, revalidated, the response would show no type or length.)
        const clicked = await clickForFile(page, certificate);
        const pdf = await readFile('mocks/assets/lab-reports/sw2602-014.pdf', 'latin1');
        expect(clicked.url).toBe(
          new URL('/files/sankofa/production/lab-reports/sw2602-014.pdf', page.url()).href,
        );
        if (clicked.how === 'download') {
          expect(clicked).toMatchObject({ name: 'sw2602-014.pdf', body: pdf });
        } else {
          expect(clicked).toMatchObject({ status: 200, type: 'application/pdf', length: pdf.length });
        }
      },
      // Chromium's PDF viewer asks for /favicon.ico, which the store does not have (its icon is an SVG).
      { expectedProblems: [/^console error: Failed to load resource: .* 404 \(Not Found\)$/] },
    );
  });

  it('opens a shared link to a lot, and a product link in the report leads to its page', async () => {
    await visit(browser, '/lab-results?lot=SW2512-009', async ({ page }) => {
      await eventually(async () => expect(await lotField(page).inputValue()).toBe('SW2512-009'));
      const product = report(page, 'SW2512-009').getByRole('link', {
        name: 'Plant Sterol Cholesterol Support',
      });
      await product.click();
      await waitForPath(page, '/products/plant-sterol-cholesterol-support');
      await expectMainHeading(page, 'Plant Sterol Cholesterol Support');
    });
  });

  it('says when no report is published for a lot, and how to ask for it', async () => {
    await visit(browser, '/lab-results?lot=SW2101-001', async ({ page }) => {
      await main(page)
        .getByRole('heading', { level: 2, name: 'No report is published for lot SW2101-001' })
        .waitFor();
      await main(page).getByRole('link', { name: 'contact us' }).click();
      await waitForPath(page, '/contact');
    });
  });

  it('explains a malformed lot number next to the field', async () => {
    await visit(browser, '/lab-results', async ({ page }) => {
      await lotField(page).fill('SW26-14');
      await lotField(page).press('Enter');
      await waitForPath(page, '/lab-results?lot=SW26-14');
      await eventually(async () => expect(await lotField(page).getAttribute('aria-invalid')).toBe('true'));
      const describedBy = (await lotField(page).getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
        'A lot number looks like SW2602-014: SW, four digits, a dash and three digits.',
      );
      expect(await main(page).getByRole('region', { name: /^Lot / }).count()).toBe(0);
      await expectNoSeriousAxeViolations(page, '/lab-results?lot=SW26-14');
    });
  });

  it('shows a report on a phone that passes axe', async () => {
    await visit(
      browser,
      '/lab-results?lot=SW2601-019',
      async ({ page }) => {
        await report(page, 'SW2601-019').getByRole('table', { name: 'Microbiology' }).waitFor();
        await expectNoSeriousAxeViolations(page, '/lab-results?lot=SW2601-019 (mobile)');
      },
      { context: mobileViewport },
    );
  });

  it('without JavaScript, the lookup sends the lot in the address and the page says the report needs JavaScript', async () => {
    await visit(
      browser,
      '/lab-results',
      async ({ page }) => {
        await lotField(page).fill('SW2602-014');
        await main(page).getByRole('button', { name: 'Look up' }).click();
        await waitForPath(page, '/lab-results?lot=SW2602-014');
        expect(pathOf(page)).toBe('/lab-results?lot=SW2602-014');
        await expectMainHeading(page, seedContent.labResultsPage().title);
        await main(page)
          .getByText(/Showing a lot's report needs JavaScript/)
          .waitFor();
        await main(page).getByRole('heading', { level: 2, name: 'What we test' }).waitFor();
      },
      { context: noScript },
    );
  });
});
