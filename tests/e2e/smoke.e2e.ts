import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the store starts', () => {
  it('serves the home page with its title', async () => {
    const { page, problems, context } = await openPage(browser, '/');
    await expect(page.title()).resolves.toMatch(/Sankofa Wellness/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
