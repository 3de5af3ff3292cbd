/**
 * Lighthouse (node API, default mobile config) against the mock-mode production build served by
 * `vite preview` over HTTP/2, as Firebase Hosting serves the store (phone.mjs's server, with its
 * self-signed certificate): Lighthouse simulates the page's loading from the requests it saw, and
 * over HTTP/1.1 it simulated a connection per file, which Hosting never makes. One fresh headless
 * Chromium per measured page, always killed, each run bounded by a timeout so a hung page cannot
 * hang the bench.
 */
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SHOPPER_TIME_ZONE } from './first-taps-catalogue.mjs';
import { CHROME_PATH, CHROMIUM_FLAGS } from './first-taps.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUN_TIMEOUT_MS = 120_000;

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000}s`)), ms);
  });
  // A run abandoned after its timeout rejects later, when its Chrome is killed; that is expected.
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Kills every Chromium this module launched that is still running (on exit and on Ctrl+C). */
export function killAllChromes() {
  chromeLauncher.killAll();
}

const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));
const numeric = (audit) => (typeof audit?.numericValue === 'number' ? audit.numericValue : null);

/** The accessibility audits that failed, so a score under 100 says why. */
function failedAccessibilityAudits(lhr) {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id].title}`);
}

/** The scripts that kept the main thread busiest, to tell the app's cost from the mock backend's. */
function busiestScripts(lhr) {
  const items = lhr.audits['bootup-time']?.details?.items ?? [];
  return [...items]
    .sort((a, b) => b.total - a.total)
    .slice(0, 3)
    .map((item) => ({
      script: String(item.url).split('/').pop() || String(item.url),
      ms: Math.round(item.total),
    }));
}

function summarise(route, lhr) {
  return {
    route,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    scores: {
      performance: score(lhr.categories.performance),
      accessibility: score(lhr.categories.accessibility),
      bestPractices: score(lhr.categories['best-practices']),
      seo: score(lhr.categories.seo),
    },
    lcpMs: numeric(lhr.audits['largest-contentful-paint']),
    tbtMs: numeric(lhr.audits['total-blocking-time']),
    cls: numeric(lhr.audits['cumulative-layout-shift']),
    failedAccessibilityAudits: failedAccessibilityAudits(lhr),
    busiestScripts: busiestScripts(lhr),
  };
}

async function measureOne(baseUrl, route) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
    envVars: { ...process.env, CHROME_PATH, TZ: SHOPPER_TIME_ZONE },
  });
  try {
    const run = lighthouse(`${baseUrl}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      maxWaitForLoad: 60_000,
    });
    const result = await withTimeout(run, RUN_TIMEOUT_MS, `Lighthouse on ${route}`);
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${route}`);
    return summarise(route, result.lhr);
  } finally {
    chrome.kill();
  }
}

const ATTEMPTS = 2;

/**
 * Lighthouse's simulated throttling varies by several points from one run to the next on the same
 * build; as Lighthouse's own advice says, each route is measured five times and the median run is
 * reported (with every run's performance score). On this machine one build's product page scored
 * 86 to 99 over nine runs (commit c904eaa). BENCH_LIGHTHOUSE_RUNS overrides the count.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 5);

/** One run of a route, with a fresh Chrome; a run that hangs or loses its Chrome is tried again. */
async function measureWithRetry(baseUrl, route) {
  const errors = [];
  while (errors.length < ATTEMPTS) {
    try {
      const result = await measureOne(baseUrl, route);
      const retried = errors.map((error, index) => `attempt ${index + 1} failed: ${error}`);
      return { ...result, warnings: [...retried, ...result.warnings] };
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { route, error: errors.join('; then ') };
}

/**
 * Measures each route RUNS times and keeps its median run (by performance score), adding
 * `performanceRuns`: every run's score, lowest first. A route whose runs all fail is reported with
 * its errors.
 */
export async function measureRoutes(baseUrl, routes) {
  const results = [];
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureWithRetry(baseUrl, route));
    const measured = runs
      .filter((run) => !run.error && run.scores?.performance != null)
      .sort((a, b) => a.scores.performance - b.scores.performance);
    if (measured.length === 0) {
      results.push(runs[runs.length - 1]);
      continue;
    }
    const median = measured[Math.floor((measured.length - 1) / 2)];
    results.push({ ...median, performanceRuns: measured.map((run) => run.scores.performance) });
  }
  return results;
}
