/**
 * The phone profile: the store as a shopper on a mid-range phone meets it. A fresh page per run,
 * the CPU slowed 4x, DevTools' Slow 4G (562.5 ms, 1.47 Mbps), the mock-mode build served over
 * HTTP/2 (`vite preview` over HTTPS, h2-preview.mjs) as Firebase Hosting serves it.
 *
 * - Per route (median of PHONE_LOADS): first contentful paint, time to interactive (the store marks
 *   `<html data-interactive>` once every part of the page is hydrated; the page answers taps at
 *   the end of that task, first-taps.mjs's recordHydration), the JavaScript files
 *   fetched by then and in how many waves: a file is in wave n + 1 when it was requested after a
 *   file of wave n had arrived (the boot script, named by the HTML, is wave 1).
 * - Per tap (median of PHONE_LOADS): the tap lands as soon as its control shows; the time from
 *   requesting the page to the control showing, and to the tap's effect.
 * - The stack's floor (floor.mjs), measured like a route, in turn with them (a round of loads is
 *   the floor, then each route): times drift between runs on a shared machine, so each figure is
 *   also given as a ratio to the floor's in the same run.
 */
/* global window, performance, URL */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { repoRoot } from './build.mjs';
import { cartShown, control, phone, shows, TAPS } from './first-taps-catalogue.mjs';
import {
  CHROME_PATH,
  CHROMIUM_FLAGS,
  CPU_SLOWDOWN,
  hydratedAt,
  median,
  mobileNetwork,
  newVisit,
  tapOn,
  waitForEffect,
} from './first-taps.mjs';
import { FLOOR_ROUTE } from './floor.mjs';
import { freePort, startProcess } from './processes.mjs';

/** The store's routes measured, after the stack's floor (floor.mjs), to which their figures are compared. */
export const PHONE_ROUTES = ['/', '/shop', '/products/vitamin-d3-k2', '/faq'];
/** Loads per route and per tap; BENCH_PHONE_LOADS overrides the count (5 steadies a before/after). */
const PHONE_LOADS = Math.max(1, Number(process.env.BENCH_PHONE_LOADS) || 3);
const LOAD_TIMEOUT_MS = 60_000;
const SERVER_TIMEOUT_MS = 60_000;

const device = { ...phone, ignoreHTTPSErrors: true };
const byId = (id) => TAPS.find((tap) => tap.id === id);

/** The taps of the phone profile, each tapped as soon as its control shows. */
const PHONE_TAPS = [
  {
    id: 'header cart',
    route: '/',
    find: async (page) => ({ control: control(page.getByRole('banner'), /^Cart/) }),
    effect: cartShown,
  },
  {
    id: 'Add to Cart on /shop',
    route: '/shop',
    find: byId('shop-add').find,
    effect: byId('shop-add').effect,
  },
  {
    id: 'Add to Cart on a product page',
    route: '/products/vitamin-d3-k2',
    async find(page) {
      const main = page.getByRole('main');
      return {
        control: control(main, 'Add to Cart'),
        subject: await main.getByRole('heading', { level: 1 }).textContent(),
      };
    },
    effect: byId('shop-add').effect,
  },
  {
    id: 'phone menu',
    route: '/',
    find: byId('mobile-menu').find,
    // The menu's links, as the app's dialog or, before the app runs, the page's own (`:target`).
    effect: async (page) =>
      (await shows(page.getByRole('navigation', { name: 'Menu', exact: true }))) ? 'menu' : null,
  },
  {
    id: "hero's quiz button",
    route: '/',
    find: async (page) => ({ control: control(page.getByRole('main'), 'Take the 60-Second Quiz') }),
    // The quiz's first question (seed content), in a dialog or on its own page.
    effect: async (page) =>
      (await shows(page.getByText("What's your age group?", { exact: true }))) ? 'quiz' : null,
  },
];

/** A self-signed certificate for 127.0.0.1 (HTTP/2 needs TLS), made once in bench/results/.cert. */
function certificate() {
  const dir = path.join(repoRoot, 'bench/results/.cert');
  if (existsSync(path.join(dir, 'cert.pem'))) return dir;
  mkdirSync(dir, { recursive: true });
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '3650',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return dir;
}

/** Resolves once `url` answers over TLS (self-signed); rejects after `timeoutMs`. */
async function waitForHttps(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`The HTTP/2 server exited\n${server.output()}`);
    const ok = await new Promise((resolve) => {
      https
        .get(url, { rejectUnauthorized: false }, (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`Nothing answered at ${url} within ${timeoutMs / 1000}s\n${server.output()}`);
}

/** Serves `outDir` over HTTP/2 on a free port, with a data folder of its own, during `use(baseUrl)`. */
export async function withHttp2PreviewServer(outDir, use) {
  const port = await freePort();
  const baseUrl = `https://127.0.0.1:${port}`;
  const script = fileURLToPath(new URL('./h2-preview.mjs', import.meta.url));
  const server = startProcess(process.execPath, [script, outDir, String(port), certificate()], {
    cwd: repoRoot,
    env: { ...process.env, STORE_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-store-data-')) },
  });
  try {
    await waitForHttps(baseUrl, server, SERVER_TIMEOUT_MS);
    return await use(baseUrl);
  } finally {
    server.stop();
  }
}

/** Waves of `scripts` ({ start, end }, page clock): 1 + the latest wave that had arrived before each was asked for. */
export function wavesOf(scripts) {
  const waves = [];
  const ordered = [...scripts].sort((a, b) => a.start - b.start);
  for (const script of ordered) {
    const before = waves.filter((done) => done.end <= script.start).map((done) => done.wave);
    waves.push({ ...script, wave: 1 + Math.max(0, ...before) });
  }
  return waves;
}

/** One fresh load of `route`: paint, interactive, the protocol, and the scripts fetched by then. */
async function loadRoute(browser, baseUrl, route) {
  const { context, page } = await newVisit(browser, device);
  try {
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'domcontentloaded', timeout: LOAD_TIMEOUT_MS });
    await hydratedAt(page);
    const seen = await page.evaluate(() => {
      const interactive = window.__benchHydratedAt;
      const [navigation] = performance.getEntriesByType('navigation');
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime <= interactive)
        .map((entry) => ({ start: entry.startTime, end: entry.responseEnd, bytes: entry.encodedBodySize }));
      return {
        protocol: navigation.nextHopProtocol,
        paintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        interactiveMs: interactive,
        scripts,
      };
    });
    const waves = wavesOf(seen.scripts);
    return {
      protocol: seen.protocol,
      paintMs: seen.paintMs,
      interactiveMs: seen.interactiveMs,
      jsFiles: seen.scripts.length,
      jsBytes: seen.scripts.reduce((total, script) => total + script.bytes, 0),
      jsWaves: Math.max(0, ...waves.map((script) => script.wave)),
    };
  } finally {
    await context.close();
  }
}

/** One tap in a fresh page, as soon as its control shows: { shownMs, effectMs } from the request. */
async function measureTap(browser, baseUrl, tap) {
  const { context, page } = await newVisit(browser, device);
  try {
    const requested = Date.now();
    await page.goto(`${baseUrl}${tap.route}`, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    const { control: found, subject } = await tap.find(page);
    await found.waitFor({ state: 'visible', timeout: LOAD_TIMEOUT_MS });
    await found.scrollIntoViewIfNeeded();
    const shownMs = Date.now() - requested;
    await tapOn(page, found, device);
    const { shownAs, seenAt } = await waitForEffect(page, tap, subject);
    return { shownMs, effectMs: shownAs ? seenAt - requested : null };
  } finally {
    await context.close();
  }
}

const medianOf = (runs, key) => {
  const values = runs.map((run) => run[key]).filter((value) => value != null);
  return values.length === runs.length ? median(values) : null;
};

/** The phone profile at `baseUrl` (served over HTTP/2). `onProgress(line)` hears about each run. */
export async function measurePhone(baseUrl, onProgress = () => {}) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    // Round by round, the floor and then each route: a slower minute of the machine slows them
    // alike, so their ratios hold better than with each route's loads in a row.
    const all = [FLOOR_ROUTE, ...PHONE_ROUTES];
    const runsOf = new Map(all.map((route) => [route, []]));
    for (let run = 0; run < PHONE_LOADS; run += 1) {
      for (const route of all) runsOf.get(route).push(await loadRoute(browser, baseUrl, route));
    }
    const routes = [];
    for (const [route, runs] of runsOf) {
      onProgress(
        `${route}: interactive at ${runs.map((run) => Math.round(run.interactiveMs)).join(', ')} ms`,
      );
      routes.push({
        route,
        protocol: runs[0].protocol,
        paintMs: medianOf(runs, 'paintMs'),
        interactiveMs: medianOf(runs, 'interactiveMs'),
        jsFiles: medianOf(runs, 'jsFiles'),
        jsBytes: medianOf(runs, 'jsBytes'),
        jsWaves: medianOf(runs, 'jsWaves'),
      });
    }
    const taps = [];
    for (const tap of PHONE_TAPS) {
      const runs = [];
      for (let run = 0; run < PHONE_LOADS; run += 1) {
        try {
          runs.push(await measureTap(browser, baseUrl, tap));
        } catch (error) {
          runs.push({ shownMs: null, effectMs: null, error: String(error).split('\n')[0] });
        }
      }
      onProgress(`${tap.id}: effect at ${runs.map((run) => run.effectMs ?? 'lost').join(', ')} ms`);
      taps.push({
        id: tap.id,
        route: tap.route,
        shownMs: medianOf(runs, 'shownMs'),
        effectMs: medianOf(runs, 'effectMs'),
        errors: runs.filter((run) => run.error).map((run) => run.error),
      });
    }
    const [floor, ...measured] = routes;
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      network: mobileNetwork(),
      loads: PHONE_LOADS,
      floor,
      routes: measured,
      taps,
    };
  } finally {
    await browser.close();
  }
}
