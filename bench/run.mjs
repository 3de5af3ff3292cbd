/**
 * `npm run bench`: the store's performance figures, measured rather than guessed.
 *
 * 1. A live-mode production build: the gzipped JavaScript each route of src/app/router.tsx needs on
 *    first load, and proof that the build ships no mock backend.
 * 2. Lighthouse (mobile) against the mock-mode production build served by `vite preview`.
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
import { firstLoadJs } from './lib/first-load.mjs';
import { measureRoutes, withPreviewServer } from './lib/lighthouse.mjs';
import { checkMockFree, hasWorkerFile } from './lib/mock-free.mjs';
import { killAllChildren } from './lib/processes.mjs';
import { readRouteTable } from './lib/route-table.mjs';
import { kB, ms, print, printTable, shown } from './lib/table.mjs';

const targets = {
  firstLoadJsOfHomeBytes: 170_000,
  performance: 90,
  accessibility: 100,
};
const LIGHTHOUSE_ROUTES = ['/', '/conditions/blood-sugar', '/faq'];

process.on('exit', killAllChildren);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAllChildren();
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
  const mockFree = checkMockFree(outDir);

  print();
  print('First-load JavaScript per route (live build; entry + route chunk + static imports, gzip)');
  printTable(
    [
      { title: 'route' },
      { title: 'chunks', align: 'right' },
      { title: 'gzip', align: 'right' },
      { title: 'module' },
    ],
    routes.map((route) => [route.path, route.chunks, kB(route.gzipBytes), route.module]),
  );
  const home = routes.find((route) => route.path === '/');
  const homeComposition = home ? composition(outDir, home.files) : [];
  if (home) {
    print();
    print('What the first load of / is made of (estimated gzip share, from source maps)');
    printTable(
      [
        { title: 'package or app folder' },
        { title: 'gzip', align: 'right' },
        { title: 'share', align: 'right' },
      ],
      homeComposition
        .slice(0, 12)
        .map(({ owner, gzipBytes }) => [
          owner,
          kB(gzipBytes),
          `${Math.round((100 * gzipBytes) / home.gzipBytes)}%`,
        ]),
    );
  }
  print();
  print(`Live build ships no mock code (${mockFree.jsFiles} JS files checked)`);
  for (const { check, ok, detail } of mockFree.checks) {
    print(`  ${ok ? 'ok  ' : 'FAIL'} ${check}${detail ? `: ${detail}` : ''}`);
  }
  return { routes, homeComposition, mockFree };
}

async function measureLighthouse() {
  await step(`Building in mock mode into ${mockOutDir}`, buildMock);
  const outDir = path.join(repoRoot, mockOutDir);
  if (!hasWorkerFile(outDir)) {
    throw new Error('The mock build has no MSW worker: is a live key set in .env or .env.local?');
  }
  const results = await step(`Lighthouse (mobile) on ${LIGHTHOUSE_ROUTES.join(', ')}`, () =>
    withPreviewServer(mockOutDir, (baseUrl) => measureRoutes(baseUrl, LIGHTHOUSE_ROUTES)),
  );

  print();
  print('Lighthouse 12 (mobile, simulated throttling) on the mock-mode production build');
  printTable(
    [
      { title: 'route' },
      { title: 'perf', align: 'right' },
      { title: 'a11y', align: 'right' },
      { title: 'best pr.', align: 'right' },
      { title: 'SEO', align: 'right' },
      { title: 'LCP', align: 'right' },
      { title: 'TBT', align: 'right' },
      { title: 'CLS', align: 'right' },
    ],
    results.map((result) =>
      result.error
        ? [result.route, 'error', '', '', '', '', '', '']
        : [
            result.route,
            shown(result.scores.performance),
            shown(result.scores.accessibility),
            shown(result.scores.bestPractices),
            shown(result.scores.seo),
            ms(result.lcpMs),
            ms(result.tbtMs),
            result.cls == null ? 'n/a' : result.cls.toFixed(3),
          ],
    ),
  );
  for (const result of results) {
    if (result.error) print(`  ${result.route}: measuring failed: ${result.error}`);
    if (result.runtimeError) print(`  ${result.route}: Lighthouse runtime error: ${result.runtimeError}`);
    for (const warning of result.warnings ?? []) print(`  ${result.route}: warning: ${warning}`);
    for (const audit of result.failedAccessibilityAudits ?? [])
      print(`  ${result.route}: a11y failed: ${audit}`);
  }
  return results;
}

/** Every figure over its target (or a check that failed), in words. */
function findingsOf(bundle, lighthouse) {
  const findings = [];
  const home = bundle?.routes.find((route) => route.path === '/');
  if (home && home.gzipBytes > targets.firstLoadJsOfHomeBytes) {
    findings.push(`first-load JS of / is ${kB(home.gzipBytes)}, over ${kB(targets.firstLoadJsOfHomeBytes)}`);
  }
  for (const { check, ok } of bundle?.mockFree.checks ?? []) {
    if (!ok) findings.push(`live build: ${check} FAILED`);
  }
  for (const result of lighthouse ?? []) {
    if (result.error || !result.scores) continue;
    const { performance, accessibility } = result.scores;
    if (performance == null || performance < targets.performance) {
      findings.push(
        `${result.route}: Lighthouse performance ${shown(performance)}, under ${targets.performance}`,
      );
    }
    if (accessibility == null || accessibility < targets.accessibility) {
      findings.push(
        `${result.route}: Lighthouse accessibility ${shown(accessibility)}, under ${targets.accessibility}`,
      );
    }
  }
  return findings;
}

/** Lighthouse's timings scale with CPU contention, so the figures say how busy the machine was. */
function machineLoad() {
  const [oneMinute] = os.loadavg();
  return { cpus: os.availableParallelism(), loadAverage1m: Math.round(oneMinute * 100) / 100 };
}

async function main() {
  const started = Date.now();
  const loadBefore = machineLoad();
  print(
    `Machine: ${loadBefore.cpus} CPUs, load average ${loadBefore.loadAverage1m} (timings suffer above ~${loadBefore.cpus})`,
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

  const bundle = await attempt('live bundle', measureLiveBundle);
  const lighthouse = await attempt('Lighthouse', measureLighthouse);
  for (const result of lighthouse ?? []) {
    if (result.error) failures.push(`Lighthouse on ${result.route}: ${result.error}`);
  }
  const findings = findingsOf(bundle, lighthouse);
  const loadAfter = machineLoad();

  print();
  print('Targets: first-load JS of / <= 170 kB gzip; Lighthouse performance >= 90 and accessibility 100');
  if (findings.length === 0 && failures.length === 0) print('  every measured figure is within its target');
  for (const finding of findings) print(`  OVER TARGET: ${finding}`);
  for (const failure of failures) print(`  MEASURING FAILED: ${failure}`);

  const report = {
    measuredAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    machine: {
      cpus: loadBefore.cpus,
      loadAverageBefore: loadBefore.loadAverage1m,
      loadAverageAfter: loadAfter.loadAverage1m,
    },
    targets,
    firstLoadJs: bundle?.routes ?? null,
    firstLoadJsOfHomeByOwner: bundle?.homeComposition ?? null,
    liveBuildMockFree: bundle?.mockFree ?? null,
    lighthouse: lighthouse ?? null,
    overTarget: findings,
    measuringFailures: failures,
  };
  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  print(`Machine load average at the end: ${loadAfter.loadAverage1m}`);
  print(`Wrote bench/results/latest.json (${report.durationSeconds} s)`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
