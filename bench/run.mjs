/**
 * `npm run bench`: the store's performance figures, measured rather than guessed.
 *
 * 1. A live-mode production build: the gzipped JavaScript each route of src/app/router.tsx needs on
 *    first load (and what the home page's is made of), and proof that it ships no mock backend.
 * 2. Lighthouse (mobile) against the mock-mode production build served by `vite preview`: the median
 *    of three runs per route (BENCH_LIGHTHOUSE_RUNS).
 *
 * Prints tables, names every figure over its target and writes bench/results/latest.json. It is
 * not a test: it exits 0 unless the measuring itself failed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { buildLive, buildMock, liveOutDir, mockOutDir, repoRoot } from './lib/build.mjs';
import { composition } from './lib/composition.mjs';
import { firstLoadJs, sourceNamer } from './lib/first-load.mjs';
import { killAllChromes, measureRoutes, withPreviewServer } from './lib/lighthouse.mjs';
import { checkMockFree, hasWorkerFile } from './lib/mock-free.mjs';
import { measureSearchLatency } from './lib/search-latency.mjs';
import { killAllChildren } from './lib/processes.mjs';
import {
  findingsOf,
  printComposition,
  printFirstLoad,
  printLighthouse,
  printMockFree,
  printSearchLatency,
  printVerdict,
  targets,
} from './lib/report.mjs';
import { readRouteTable } from './lib/route-table.mjs';
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
  printFirstLoad(routes);
  const home = routes.find((route) => route.path === '/');
  const homeComposition = home ? composition(outDir, home.files) : [];
  if (home) printComposition(home, homeComposition);
  const mockFree = checkMockFree(outDir);
  printMockFree(mockFree);
  return { routes, homeComposition, mockFree };
}

async function measureLighthouse() {
  await step(`Building in mock mode into ${mockOutDir}`, buildMock);
  if (!hasWorkerFile(path.join(repoRoot, mockOutDir))) {
    throw new Error('The mock build has no MSW worker: is a live key set in .env or .env.local?');
  }
  const { results, search } = await step(
    `Lighthouse (mobile) on ${LIGHTHOUSE_ROUTES.join(', ')}, then the search palette`,
    () =>
      withPreviewServer(mockOutDir, async (baseUrl) => ({
        results: await measureRoutes(baseUrl, LIGHTHOUSE_ROUTES),
        search: await measureSearchLatency(baseUrl),
      })),
  );
  printLighthouse(results, sourceNamer(path.join(repoRoot, mockOutDir)));
  printSearchLatency(search);
  return { results, search };
}

/** Lighthouse's timings grow with CPU contention, so the report says how busy the machine was. */
function loadAverage() {
  return Math.round(os.loadavg()[0] * 100) / 100;
}

async function main() {
  const started = Date.now();
  const cpus = os.availableParallelism();
  const loadBefore = loadAverage();
  print(`Machine: ${cpus} CPUs, load average ${loadBefore} (timings suffer when it is above ${cpus})`);

  const failures = [];
  const attempt = async (what, action) => {
    try {
      return await action();
    } catch (error) {
      failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
  const bundle = await attempt('live bundle', measureLiveBundle);
  const measured = await attempt('Lighthouse and search', measureLighthouse);
  const lighthouse = measured?.results;
  for (const result of lighthouse ?? []) {
    if (result.error) failures.push(`Lighthouse on ${result.route}: ${result.error}`);
  }
  const findings = findingsOf(bundle, lighthouse, measured?.search);
  printVerdict(findings, failures);
  for (const stray of strayErrors) print(`  note: ignored an error raised after its Chrome closed: ${stray}`);

  const loadAfter = loadAverage();
  const report = {
    measuredAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    machine: { cpus, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter },
    targets,
    firstLoadJs: bundle?.routes ?? null,
    firstLoadJsOfHomeByOwner: bundle?.homeComposition ?? null,
    liveBuildMockFree: bundle?.mockFree ?? null,
    lighthouse: lighthouse ?? null,
    searchKeystroke: measured?.search ?? null,
    overTarget: findings,
    measuringFailures: failures,
    strayErrors,
  };
  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  print(`Machine load average at the end: ${loadAfter}`);
  print(`Wrote bench/results/latest.json (${report.durationSeconds} s)`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
