/**
 * `npm run bench`: the store's performance figures, measured rather than guessed.
 *
 * 1. A live-mode production build: the gzipped JavaScript each route of src/app/router.tsx needs on
 *    first load (and what the home page's is made of), and proof that it ships no mock backend.
 * 2. Lighthouse (mobile) against the mock-mode production build served by `vite preview` over
 *    HTTP/2, as Hosting serves it: the median of five runs per route (BENCH_LIGHTHOUSE_RUNS), and
 *    of the stack's floor (step 4) for reference: Lighthouse simulates a phone from the time this
 *    machine's CPU takes, so a slower machine lowers every score, the floor's too.
 *
 * 3. First taps, on the same build and HTTP/2 server after Lighthouse and the search palette: taps that
 *    land 50, 500 and 1500 ms after DOMContentLoaded (4x CPU, Lighthouse's mobile network), whether
 *    the store answers them and how fast, and each route's time to hydrated (bench/lib/first-taps.mjs).
 *
 * 4. The phone profile, on the same build served over HTTP/2: per route, first paint, time to
 *    interactive, JavaScript files and waves; and taps made as soon as their control shows
 *    (bench/lib/phone.mjs); each also as a ratio to the stack's floor, a page whose only code is
 *    the stack's runtime, built beside the store (bench/lib/floor.mjs) and measured in the same run.
 *
 * Prints tables, names every figure over its target and writes bench/results/latest.json. It is
 * not a test: it exits 0 unless the measuring itself failed.
 *
 * Flags (for before/after comparisons):
 *   --only=first-taps                 only step 3: builds the mock build and serves it over HTTP/2,
 *                                     no Lighthouse
 *   --only=first-taps --base-url=URL  only step 3, against a store already served at URL (a
 *                                     `vite preview` of a mock-mode build), without building
 *   --only=phone                      only step 4, on a fresh mock build (BENCH_PHONE_LOADS=5 for
 *                                     medians of 5 rather than 3)
 * With --only, the results go to bench/results/<part>.json, leaving latest.json as it was.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { buildLive, buildMock, liveOutDir, mockOutDir, repoRoot } from './lib/build.mjs';
import { composition } from './lib/composition.mjs';
import { bootScriptGzip, firstLoadJs, sourceNamer } from './lib/first-load.mjs';
import { measureFirstTaps } from './lib/first-taps.mjs';
import { buildFloor, FLOOR_ROUTE } from './lib/floor.mjs';
import { measurePhone, withHttp2PreviewServer } from './lib/phone.mjs';
import { killAllChromes, measureRoutes } from './lib/lighthouse.mjs';
import { checkMockFree } from './lib/mock-free.mjs';
import { measureSearchLatency } from './lib/search-latency.mjs';
import { killAllChildren } from './lib/processes.mjs';
import {
  printComposition,
  printFirstLoad,
  printFirstTaps,
  printPhone,
  printLighthouse,
  printMockFree,
  printSearchLatency,
} from './lib/report.mjs';
import { findingsOf, printVerdict, targets } from './lib/targets.mjs';
import { readRouteTable } from '../build/route-table.mjs';
import { print } from './lib/table.mjs';

const LIGHTHOUSE_ROUTES = ['/', '/conditions/blood-sugar', '/faq', '/shop', '/products/turmeric-with-ginger'];

function cleanUp() {
  killAllChromes();
  killAllChildren();
}
process.on('exit', cleanUp);
/**
 * Lighthouse's CDP listeners can reject after their Chrome has gone (e.g. "Target closed" while a
 * run is torn down). The run itself reports its own failure; such strays are noted, not fatal.
 */
const strayErrors = [];
process.on('unhandledRejection', (reason) => {
  strayErrors.push(reason instanceof Error ? reason.message : String(reason));
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

async function step(title, action) {
  const started = Date.now();
  print(`… ${title}`);
  const result = await action();
  print(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function measureLiveBundle() {
  await step(`Building in live mode (dummy keys) into ${liveOutDir}`, buildLive);
  const outDir = path.join(repoRoot, liveOutDir);
  const routes = firstLoadJs(outDir, readRouteTable(repoRoot));
  const bootScript = bootScriptGzip(outDir);
  printFirstLoad(routes, bootScript);
  const home = routes.find((route) => route.path === '/');
  const homeComposition = home ? composition(outDir, home.files) : [];
  if (home) printComposition(home, homeComposition);
  const mockFree = checkMockFree(outDir);
  printMockFree(mockFree);
  return { routes, bootScript, homeComposition, mockFree };
}

async function buildMockStore() {
  await step(`Building in mock mode into ${mockOutDir}`, buildMock);
  if (!existsSync(path.join(repoRoot, 'node_modules/.store-prerender/services.js'))) {
    throw new Error('The build has no local services: is a live key set in .env or .env.local?');
  }
  await step(`Building the stack's floor into ${mockOutDir}${FLOOR_ROUTE}.html`, () =>
    buildFloor(mockOutDir),
  );
}

/** First taps and time to hydrated at `baseUrl`; a failure is noted in `failures`, not thrown. */
async function tryFirstTaps(baseUrl, failures) {
  try {
    return await measureFirstTaps(baseUrl, (line) => print(`  ${line}`));
  } catch (error) {
    failures.push(`first taps: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

async function measureLighthouse(failures) {
  await buildMockStore();
  const measured = await step(
    `Lighthouse (mobile) on the floor, ${LIGHTHOUSE_ROUTES.join(', ')}, then the search palette, then first taps`,
    async () => ({
      ...(await withHttp2PreviewServer(mockOutDir, async (baseUrl) => {
        const [floor, ...results] = await measureRoutes(baseUrl, [FLOOR_ROUTE, ...LIGHTHOUSE_ROUTES]);
        return {
          floor,
          results,
          search: await measureSearchLatency(baseUrl),
          firstTaps: await tryFirstTaps(baseUrl, failures),
        };
      })),
    }),
  );
  printLighthouse(measured.results, measured.floor, sourceNamer(path.join(repoRoot, mockOutDir)));
  printSearchLatency(measured.search);
  if (measured.firstTaps) printFirstTaps(measured.firstTaps);
  return measured;
}

/** The phone profile on the mock build, served over HTTP/2; a failure is noted in `failures`. */
async function measurePhoneProfile(failures) {
  try {
    const phone = await step('Phone profile (4x CPU, Slow 4G, HTTP/2)', () =>
      withHttp2PreviewServer(mockOutDir, (baseUrl) => measurePhone(baseUrl, (line) => print(`  ${line}`))),
    );
    printPhone(phone);
    return phone;
  } catch (error) {
    failures.push(`phone profile: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** `--only=first-taps`: at `baseUrl` if given, otherwise on a fresh mock build served here. */
async function measureOnlyFirstTaps(baseUrl, failures) {
  if (!baseUrl) await buildMockStore();
  const firstTaps = await step(`First taps and time to hydrated at ${baseUrl ?? 'the mock build'}`, () =>
    baseUrl
      ? tryFirstTaps(baseUrl, failures)
      : withHttp2PreviewServer(mockOutDir, (url) => tryFirstTaps(url, failures)),
  );
  if (firstTaps) printFirstTaps(firstTaps);
  return firstTaps;
}

/** Lighthouse's timings grow with CPU contention, so the report says how busy the machine was. */
function loadAverage() {
  return Math.round(os.loadavg()[0] * 100) / 100;
}

function readOptions() {
  const { values } = parseArgs({ options: { only: { type: 'string' }, 'base-url': { type: 'string' } } });
  if (values.only !== undefined && !['first-taps', 'phone'].includes(values.only)) {
    throw new Error(`--only=${values.only}: the parts that run alone are first-taps and phone`);
  }
  if (values['base-url'] && values.only !== 'first-taps')
    throw new Error('--base-url needs --only=first-taps');
  return {
    onlyFirstTaps: values.only === 'first-taps',
    onlyPhone: values.only === 'phone',
    baseUrl: values['base-url']?.replace(/\/+$/, ''),
  };
}

async function main() {
  const options = readOptions();
  const run = { started: Date.now(), cpus: os.availableParallelism(), loadBefore: loadAverage() };
  print(
    `Machine: ${run.cpus} CPUs, load average ${run.loadBefore} (timings suffer when it is above ${run.cpus})`,
  );

  const failures = [];
  const attempt = async (what, action) => {
    try {
      return await action();
    } catch (error) {
      failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
  if (options.onlyFirstTaps) {
    const firstTaps = await attempt('first taps', () => measureOnlyFirstTaps(options.baseUrl, failures));
    return finish(run, failures, { firstTaps, baseUrl: options.baseUrl ?? null }, 'first-taps.json');
  }
  if (options.onlyPhone) {
    await attempt('mock build', buildMockStore);
    const phone = await measurePhoneProfile(failures);
    return finish(run, failures, { phone, baseUrl: null }, 'phone.json');
  }
  const bundle = await attempt('live bundle', measureLiveBundle);
  const measured = await attempt('Lighthouse, search and first taps', () => measureLighthouse(failures));
  const phone = measured ? await measurePhoneProfile(failures) : undefined;
  return finish(run, failures, { bundle, measured, firstTaps: measured?.firstTaps, phone }, 'latest.json');
}

/** Failures to measure a tap (a control not found, a page that never loaded). */
function tapFailures(firstTaps) {
  return (firstTaps?.taps ?? [])
    .filter((tap) => tap.error)
    .map((tap) => `first tap ${tap.id} at ${tap.delayMs} ms: ${tap.error}`);
}

/** Prints the verdict and writes the report to bench/results/`fileName`; returns the exit code. */
function finish(run, failures, { bundle, measured, firstTaps, phone, baseUrl }, fileName) {
  const lighthouse = measured?.results;
  for (const result of lighthouse ?? []) {
    if (result.error) failures.push(`Lighthouse on ${result.route}: ${result.error}`);
  }
  failures.push(...tapFailures(firstTaps));
  const findings = findingsOf(bundle, lighthouse, measured?.search, firstTaps, phone);
  printVerdict(findings, failures);
  for (const stray of strayErrors) print(`  note: ignored an error raised after its Chrome closed: ${stray}`);

  const loadAfter = loadAverage();
  const parts =
    baseUrl === undefined
      ? {
          firstLoadJs: bundle?.routes ?? null,
          bootScriptGzipBytes: bundle?.bootScript ?? null,
          firstLoadJsOfHomeByOwner: bundle?.homeComposition ?? null,
          liveBuildMockFree: bundle?.mockFree ?? null,
          lighthouse: lighthouse ?? null,
          lighthouseFloor: measured?.floor ?? null,
          searchKeystroke: measured?.search ?? null,
        }
      : { baseUrl };
  const report = {
    measuredAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - run.started) / 1000),
    machine: { cpus: run.cpus, loadAverageBefore: run.loadBefore, loadAverageAfter: loadAfter },
    targets,
    ...parts,
    firstTaps: firstTaps ?? null,
    phone: phone ?? null,
    overTarget: findings,
    measuringFailures: failures,
    strayErrors,
  };
  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, fileName), `${JSON.stringify(report, null, 2)}\n`);
  print(`Machine load average at the end: ${loadAfter}`);
  print(`Wrote bench/results/${fileName} (${report.durationSeconds} s)`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
