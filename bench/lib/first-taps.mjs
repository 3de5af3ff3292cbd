/**
 * First taps: what happens to a shopper's tap that lands soon after a page appears.
 *
 * The store paints prerendered HTML at once and hydrates afterwards, so a shopper sees "Add to
 * Cart" well before the app can answer it. A tap in that gap used to be lost. This measures it as
 * a shopper on a mid-range phone meets it: 4x CPU slowdown and Lighthouse's mobile network
 * (slow 4G), a cold cache for every page load, one load at a time. Each tap of the catalogue
 * (first-taps-catalogue.mjs) lands 50, 500 and 1500 ms after DOMContentLoaded, each time in a
 * fresh page, and we wait up to 15 s for its effect (a dialog, or the real page after a
 * navigation). Per route we also measure when the app is hydrated (`html[data-interactive]`).
 *
 * Two clocks: the page's own (when the tap really landed, relative to DOMContentLoaded, and whether
 * the app was hydrated by then) and Node's wall clock (from dispatching the tap to seeing its
 * effect, so the time covers everything the shopper waits through, navigations included).
 */
/* global window, document, performance, sessionStorage, MutationObserver, MessageChannel */
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { URL } from 'node:url';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { desktop, TAPS } from './first-taps-catalogue.mjs';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The browser tests' flags; the bench's own server has a self-signed certificate (phone.mjs). */
export const CHROMIUM_FLAGS = [
  ...JSON.parse(readFileSync(new URL('../../tests/e2e/chromium-flags.json', import.meta.url), 'utf8')),
  '--ignore-certificate-errors',
];

export const CPU_SLOWDOWN = 4;
const TAP_DELAYS_MS = [50, 500, 1500];
/** Routes whose time to hydrated is measured: every route a tap of the catalogue lands on. */
const HYDRATION_ROUTES = ['/', '/shop', '/learn', '/conditions', '/privacy', '/conditions/sleep'];
const HYDRATION_LOADS = 3;
/** A tap whose effect has not shown by then is lost. */
const LOST_AFTER_MS = 15_000;
const POLL_EVERY_MS = 50;
const LOAD_TIMEOUT_MS = 60_000;

const TAP_KEY = 'bench:first-tap';

/**
 * Init script: remembers the first pointerdown or click of the visit, in sessionStorage so that it
 * survives the navigation a link or a form makes. Offsets are taken in the tapped document itself.
 */
function recordFirstTap(key) {
  const record = () => {
    if (sessionStorage.getItem(key) !== null) return;
    const [navigation] = performance.getEntriesByType('navigation');
    sessionStorage.setItem(
      key,
      JSON.stringify({
        atMs: performance.now(),
        afterDomContentLoadedMs: performance.now() - navigation.domContentLoadedEventStart,
        hydrated: document.documentElement.hasAttribute('data-interactive'),
      }),
    );
  };
  for (const type of ['pointerdown', 'click']) window.addEventListener(type, record, { capture: true });
}

/**
 * Init script: notes when the page answers taps: the end of the task in which the app marks it
 * interactive (hydrated), as `__benchHydratedAt` and as the promise `__benchHydrated`. The mark is
 * set in hydration's effects, and what React does right after them in that task (rendering again
 * what only the browser knows) still holds a tap back. It runs before the parser has made <html>,
 * so it watches the whole document for the attribute.
 */
function recordHydration() {
  let answered;
  window.__benchHydrated = new Promise((resolve) => (answered = resolve));
  const observer = new MutationObserver(() => {
    if (!document.documentElement?.hasAttribute('data-interactive')) return;
    observer.disconnect();
    const taskEnded = new MessageChannel();
    taskEnded.port1.onmessage = () => {
      window.__benchHydratedAt = performance.now();
      answered(window.__benchHydratedAt);
    };
    taskEnded.port2.postMessage(null);
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
}

/**
 * The page's clock when it answered taps, waited for through the DevTools protocol. Playwright's
 * own waiting (`waitForFunction`, `evaluate`) first puts its helper script into the page: a task
 * of 70 to 160 ms at 4x CPU, which lands in hydration when asked for at DOMContentLoaded and
 * counted as the store's (a shopper's page runs no such script).
 */
export async function hydratedAt(page) {
  const devtools = await page.context().newCDPSession(page);
  try {
    const answered = devtools.send('Runtime.evaluate', {
      expression: 'window.__benchHydrated',
      awaitPromise: true,
      returnByValue: true,
    });
    const timedOut = sleep(LOAD_TIMEOUT_MS, undefined, { ref: false }).then(() => {
      throw new Error(`not interactive within ${LOAD_TIMEOUT_MS / 1000} s`);
    });
    const { result, exceptionDetails } = await Promise.race([answered, timedOut]);
    if (exceptionDetails) throw new Error(`waiting for the page to answer: ${exceptionDetails.text}`);
    return result.value;
  } finally {
    await devtools.detach().catch(() => undefined);
  }
}

/** Lighthouse's mobile network profile, in the units of the DevTools protocol. */
export function mobileNetwork() {
  const profile = throttling.mobileSlow4G;
  return {
    offline: false,
    latency: profile.requestLatencyMs,
    downloadThroughput: (profile.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (profile.uploadThroughputKbps * 1024) / 8,
  };
}

/** A new visitor: fresh context (cold cache), throttled CPU and network, not yet navigated. */
export async function newVisit(browser, device) {
  const context = await browser.newContext(device);
  context.setDefaultTimeout(LOAD_TIMEOUT_MS);
  await context.addInitScript(recordFirstTap, TAP_KEY);
  await context.addInitScript(recordHydration);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', mobileNetwork());
  return { context, page };
}

/** Opens `route` and resolves at DOMContentLoaded, with Node's clock at that moment. */
async function openAtDomContentLoaded(page, baseUrl, route) {
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'domcontentloaded', timeout: LOAD_TIMEOUT_MS });
  return Date.now();
}

const domContentLoadedAt = (page) =>
  page.evaluate(() => performance.getEntriesByType('navigation')[0].domContentLoadedEventStart);

/** One fresh load of `route` without taps: { domContentLoadedMs, hydratedMs }, page clock. */
async function loadUntilHydrated(browser, baseUrl, route) {
  const { context, page } = await newVisit(browser, desktop);
  try {
    await openAtDomContentLoaded(page, baseUrl, route);
    const hydratedMs = await hydratedAt(page);
    return { domContentLoadedMs: await domContentLoadedAt(page), hydratedMs };
  } finally {
    await context.close();
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Time to hydrated per route (desktop): the median of HYDRATION_LOADS fresh loads, and each load's. */
async function measureHydration(browser, baseUrl) {
  const routes = [];
  for (const route of HYDRATION_ROUTES) {
    const loads = [];
    for (let load = 0; load < HYDRATION_LOADS; load += 1) {
      loads.push(await loadUntilHydrated(browser, baseUrl, route));
    }
    routes.push({
      route,
      domContentLoadedMs: median(loads.map((load) => load.domContentLoadedMs)),
      hydratedMs: median(loads.map((load) => load.hydratedMs)),
      hydratedRunsMs: loads.map((load) => Math.round(load.hydratedMs)).sort((a, b) => a - b),
    });
  }
  return routes;
}

/** Polls `tap.effect` until it shows or the tap counts as lost; tolerates pages being replaced. */
export async function waitForEffect(page, tap, subject) {
  const deadline = Date.now() + LOST_AFTER_MS;
  while (Date.now() < deadline) {
    try {
      const shownAs = await tap.effect(page, subject);
      if (shownAs) return { shownAs, seenAt: Date.now() };
    } catch {
      // The page is between documents (a navigation); look again.
    }
    await sleep(POLL_EVERY_MS);
  }
  return { shownAs: null, seenAt: null };
}

/** Taps the centre of `control`: a mouse click on desktop, a touch on the phone. */
export async function tapOn(page, control, device) {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box (hidden or detached)');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const tappedAt = Date.now();
  if (device.hasTouch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  return tappedAt;
}

/** Where and when the tap landed, as the page's init script noted it (null if it never did). */
async function landedTap(page) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      const noted = await page.evaluate((key) => sessionStorage.getItem(key), TAP_KEY);
      return noted === null ? null : JSON.parse(noted);
    } catch {
      await sleep(POLL_EVERY_MS); // between documents
    }
  }
  return null;
}

/** One tap of the catalogue, `delayMs` after DOMContentLoaded, in a fresh page. */
async function measureTap(browser, baseUrl, tap, delayMs) {
  const result = { id: tap.id, route: tap.route, delayMs };
  const { context, page } = await newVisit(browser, tap.device);
  try {
    const domContentLoaded = await openAtDomContentLoaded(page, baseUrl, tap.route);
    // Find the control and scroll to it while the delay runs, so the tap lands on time.
    const { control, subject } = await tap.find(page);
    await control.scrollIntoViewIfNeeded();
    await sleep(Math.max(0, domContentLoaded + delayMs - Date.now()));
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const tappedAt = await tapOn(page, control, tap.device);
    const { shownAs, seenAt } = await waitForEffect(page, tap, subject);
    const landed = await landedTap(page);
    // Whether the tapped document is still the one shown (a tap that led to another page replaced
    // it; one that only began to, as a link before the app listened, or the app's own routing, did
    // not), and if so when it hydrated.
    const stillTapped = (await page.evaluate(() => performance.timeOrigin)) === timeOrigin;
    const hydratedAtMs = stillTapped ? await page.evaluate(() => window.__benchHydratedAt ?? null) : null;
    return {
      ...result,
      subject,
      hydratedAtMs,
      tapAtMs: landed?.atMs ?? null,
      tapAfterDomContentLoadedMs: landed?.afterDomContentLoadedMs ?? null,
      tappedBeforeHydration: landed ? !landed.hydrated : null,
      lost: !shownAs,
      tapToEffectMs: seenAt === null ? null : seenAt - tappedAt,
      shownAs: shownAs && (stillTapped ? shownAs : `${shownAs} after a page load`),
    };
  } catch (error) {
    return { ...result, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close();
  }
}

/**
 * Every tap of the catalogue at every delay, then the time to hydrated of each route, all against
 * `baseUrl` (a `vite preview` of a mock-mode build). `onProgress(line)` hears about each run.
 */
export async function measureFirstTaps(baseUrl, onProgress = () => {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  try {
    const taps = [];
    for (const tap of TAPS) {
      for (const delayMs of TAP_DELAYS_MS) {
        const result = await measureTap(browser, baseUrl, tap, delayMs);
        onProgress(`${tap.id} at ${delayMs} ms: ${result.error ?? (result.lost ? 'lost' : 'answered')}`);
        taps.push(result);
      }
    }
    const hydration = await measureHydration(browser, baseUrl);
    return { cpuSlowdown: CPU_SLOWDOWN, network: mobileNetwork(), taps, hydration };
  } finally {
    await browser.close();
  }
}
