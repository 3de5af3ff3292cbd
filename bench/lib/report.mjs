/** How the bench's figures read on screen: one table (or a few lines) per measurement. */
import { kB, ms, print, printTable, shown, times } from './table.mjs';

/** `value` as a ratio to the floor's `base`. */
const ratio = (value, base) => times(value == null || !base ? null : value / base);

export function printPhone({ loads, floor, routes, taps }) {
  print();
  print(
    'Phone profile (4x CPU, Slow 4G 562.5 ms 1.47 Mbps, HTTP/2, 390x844, a fresh page per run; ' +
      `medians of ${loads}, ` +
      'from the request); "x floor" is the ratio to the stack\'s floor, measured in the same run',
  );
  printTable(
    [
      { title: 'route' },
      { title: 'protocol' },
      { title: 'first paint', align: 'right' },
      { title: 'interactive', align: 'right' },
      { title: 'x floor', align: 'right' },
      { title: 'JS files', align: 'right' },
      { title: 'JS waves', align: 'right' },
      { title: 'JS transferred', align: 'right' },
      { title: 'beyond floor', align: 'right' },
    ],
    [floor, ...routes].map((route) => [
      route === floor ? `floor (${route.route})` : route.route,
      route.protocol,
      ms(route.paintMs),
      ms(route.interactiveMs),
      ratio(route.interactiveMs, floor.interactiveMs),
      shown(route.jsFiles),
      shown(route.jsWaves),
      route.jsBytes == null ? 'n/a' : kB(route.jsBytes),
      route.jsBytes == null || floor.jsBytes == null ? 'n/a' : kB(route.jsBytes - floor.jsBytes),
    ]),
  );
  print();
  print(
    `Taps made as soon as the control shows (phone profile; medians of ${loads}, from the request); ` +
      '"x floor" is the effect\'s time as a ratio to the floor\'s interactive',
  );
  printTable(
    [
      { title: 'tap' },
      { title: 'route' },
      { title: 'control shown', align: 'right' },
      { title: 'effect shown', align: 'right' },
      { title: 'x floor', align: 'right' },
    ],
    taps.map((tap) => [
      tap.id,
      tap.route,
      ms(tap.shownMs),
      tap.effectMs == null ? 'lost' : ms(tap.effectMs),
      ratio(tap.effectMs, floor.interactiveMs),
    ]),
  );
  for (const tap of taps) for (const error of tap.errors) print(`  ${tap.id}: measuring failed: ${error}`);
}

export function printSearchLatency({ keystrokes, medianMs, slowestMs, products }) {
  print();
  print(
    `Search palette, keystroke to rendered results (${products} products, ${keystrokes} keystrokes, mock build)`,
  );
  print(`  median ${medianMs.toFixed(1)} ms, slowest ${slowestMs.toFixed(1)} ms`);
}

export function printFirstLoad(routes, bootScriptBytes) {
  print();
  print('First-load JavaScript per route (live build; entry + route chunk + static imports, gzip)');
  if (bootScriptBytes != null) {
    print(
      `  and on every page, before them, the boot script: ${kB(bootScriptBytes)} (src/lib/hydration/boot.js)`,
    );
  }
  printTable(
    [
      { title: 'route' },
      { title: 'chunks', align: 'right' },
      { title: 'gzip', align: 'right' },
      { title: 'module' },
    ],
    routes.map((route) => [route.path, route.chunks, kB(route.gzipBytes), route.module]),
  );
}

export function printComposition(route, owners) {
  print();
  print(`What the first load of ${route.path} is made of (estimated gzip share, from source maps)`);
  printTable(
    [
      { title: 'package or app folder' },
      { title: 'gzip', align: 'right' },
      { title: 'share', align: 'right' },
    ],
    owners
      .slice(0, 12)
      .map(({ owner, gzipBytes }) => [
        owner,
        kB(gzipBytes),
        `${Math.round((100 * gzipBytes) / route.gzipBytes)}%`,
      ]),
  );
}

export function printMockFree({ jsFiles, checks }) {
  print();
  print(`Live build ships no mock code (${jsFiles} JS files checked)`);
  for (const { check, ok, detail } of checks)
    print(`  ${ok ? 'ok  ' : 'FAIL'} ${check}${detail ? `: ${detail}` : ''}`);
}

const lighthouseColumns = [
  { title: 'route' },
  { title: 'perf', align: 'right' },
  { title: 'runs' },
  { title: 'a11y', align: 'right' },
  { title: 'best pr.', align: 'right' },
  { title: 'SEO', align: 'right' },
  { title: 'LCP', align: 'right' },
  { title: 'TBT', align: 'right' },
  { title: 'CLS', align: 'right' },
];

function lighthouseRow(result, name = result.route) {
  if (result.error) return [name, 'error', '', '', '', '', '', '', ''];
  const { scores } = result;
  return [
    name,
    shown(scores.performance),
    (result.performanceRuns ?? []).join(' '),
    shown(scores.accessibility),
    shown(scores.bestPractices),
    shown(scores.seo),
    ms(result.lcpMs),
    ms(result.tbtMs),
    result.cls == null ? 'n/a' : result.cls.toFixed(3),
  ];
}

/**
 * The routes' results, under the stack's floor's (`floor`, measured alike: what this machine lets
 * the stack's runtime alone score). `sourceOf` names a built script by its source (e.g.
 * mocks/browser.ts for the mock backends).
 */
export function printLighthouse(results, floor, sourceOf = (script) => script) {
  print();
  print(
    'Lighthouse 12 (mobile, simulated throttling) on the mock-mode production build: the median of ' +
      "each route's runs (all runs' performance scores under \"runs\"), under the stack's floor's: " +
      'Lighthouse simulates a phone from the time this machine takes, so a slower machine lowers the ' +
      "floor's score too",
  );
  const rows = results.map((result) => lighthouseRow(result));
  printTable(lighthouseColumns, floor ? [lighthouseRow(floor, `floor (${floor.route})`), ...rows] : rows);
  for (const result of results) {
    if (result.error) print(`  ${result.route}: measuring failed: ${result.error}`);
    if (result.runtimeError) print(`  ${result.route}: Lighthouse runtime error: ${result.runtimeError}`);
    for (const warning of result.warnings ?? []) print(`  ${result.route}: warning: ${warning}`);
    for (const audit of result.failedAccessibilityAudits ?? [])
      print(`  ${result.route}: a11y failed: ${audit}`);
    const busiest = (result.busiestScripts ?? []).map(
      ({ script, ms: time }) => `${sourceOf(script)} ${ms(time)}`,
    );
    if (busiest.length > 0)
      print(`  ${result.route}: busiest scripts (main thread, throttled): ${busiest.join(', ')}`);
  }
}

const yesNo = (value) => (value == null ? 'n/a' : value ? 'yes' : 'no');

function firstTapRow(tap) {
  const row = [tap.id, tap.route, ms(tap.delayMs)];
  if (tap.error) return [...row, 'error', '', '', '', '', '', ''];
  const effectAt = tap.tapAtMs == null || tap.tapToEffectMs == null ? null : tap.tapAtMs + tap.tapToEffectMs;
  return [
    ...row,
    ms(tap.tapAfterDomContentLoadedMs),
    yesNo(tap.tappedBeforeHydration),
    yesNo(tap.lost),
    ms(tap.tapToEffectMs),
    ms(effectAt),
    tap.hydratedAtMs == null ? '-' : ms(tap.hydratedAtMs),
    tap.shownAs ?? '-',
  ];
}

export function printFirstTaps({ taps, hydration }) {
  print();
  print(
    'First taps (4x CPU, Lighthouse mobile network): a fresh page per tap, tapped the given time after ' +
      'DOMContentLoaded; lost = no effect within 15 s; "effect at" and "page hydrated" (the tapped page, when the tap stayed on it) from the request',
  );
  printTable(
    [
      { title: 'tap' },
      { title: 'route' },
      { title: 'delay', align: 'right' },
      { title: 'tapped after DCL', align: 'right' },
      { title: 'before hydration' },
      { title: 'lost' },
      { title: 'tap to effect', align: 'right' },
      { title: 'effect at', align: 'right' },
      { title: 'page hydrated', align: 'right' },
      { title: 'shown as' },
    ],
    taps.map(firstTapRow),
  );
  for (const tap of taps) {
    if (tap.error) print(`  ${tap.id} at ${ms(tap.delayMs)}: measuring failed: ${tap.error}`);
  }
  print();
  print(
    'Time to hydrated per route (4x CPU, Lighthouse mobile network, desktop viewport; median of 3 fresh ' +
      'loads without taps, from navigation start)',
  );
  printTable(
    [
      { title: 'route' },
      { title: 'DOMContentLoaded', align: 'right' },
      { title: 'hydrated', align: 'right' },
      { title: 'runs (ms)' },
    ],
    hydration.map((route) => [
      route.route,
      ms(route.domContentLoadedMs),
      ms(route.hydratedMs),
      route.hydratedRunsMs.join(' '),
    ]),
  );
}
