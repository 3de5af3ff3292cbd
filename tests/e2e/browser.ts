import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { chromiumLaunchOptions } from './chromium';

export const baseUrl = () => inject('baseUrl');

/** A standalone browser (the global setup shares one through `connectBrowser` instead). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** Connects to the one Chromium the global setup started for the whole run. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

export const desktopViewport: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
};

export const mobileViewport: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** One shopper's visit: a fresh context (own storage and session) and the problems seen in it. */
export interface Visit {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught exceptions and failed requests, in the order they happened. */
  problems: string[];
}

function watchForProblems(page: Page, problems: string[], scriptsOff: boolean) {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // A request cut short because the shopper navigated away is not a broken resource.
    if (reason === 'net::ERR_ABORTED') return;
    // With JavaScript off, the browser refuses the modules the page names for preloading.
    if (scriptsOff && request.resourceType() === 'script') return;
    problems.push(`request failed (${reason}): ${request.url()}`);
  });
}

/** A fresh context and page, watched for problems, not yet navigated (to set a clock first). */
export async function newVisit(browser: Browser, options: BrowserContextOptions = {}): Promise<Visit> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...desktopViewport, ...options });
  // Fail readably on a missing element rather than at the test's own timeout, yet wait as long as a
  // machine loaded many times over may need (the waits are for conditions, never for a time).
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(90_000);
  const page = await context.newPage();
  const problems: string[] = [];
  watchForProblems(page, problems, options.javaScriptEnabled === false);
  return { page, context, problems };
}

/** A fresh page whose console errors and failed requests fail the test that reads them. */
export async function openPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = {},
): Promise<Visit> {
  const visit = await newVisit(browser, options);
  await visit.page.goto(path);
  return visit;
}

export type { Browser, Page };
