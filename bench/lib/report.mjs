/** How the bench's figures read on screen, and which of them are over their targets. */
import { kB, ms, print, printTable, shown } from './table.mjs';

export const targets = {
  firstLoadJsOfHomeBytes: 170_000,
  firstLoadJsOfShopBytes: 190_000,
  performance: 90,
  accessibility: 100,
  searchKeystrokeMs: 16,
  lostFirstTaps: 0,
  /** The phone profile (phone.mjs). */
  phoneInteractiveMs: 3000,
  phoneTapEffectMs: 3500,
  phoneJsWaves: 2,
  phoneJsFiles: 15,
};

export function printPhone({ routes, taps }) {
  print();
  print(
    'Phone profile (4x CPU, Slow 4G 562.5 ms 1.47 Mbps, HTTP/2, 390x844, a fresh page per run; medians of 3, ' +
      'from the request)',
  );
  printTable(
    [
      { title: 'route' },
      { title: 'protocol' },
      { title: 'first paint', align: 'right' },
      { title: 'interactive', align: 'right' },
      { title: 'JS files', align: 'right' },
      { title: 'JS waves', align: 'right' },
      { title: 'JS transferred', align: 'right' },
    ],
    routes.map((route) => [
      route.route,
      route.protocol,
      ms(route.paintMs),
      ms(route.interactiveMs),
      shown(route.jsFiles),
      shown(route.jsWaves),
      route.jsBytes == null ? 'n/a' : kB(route.jsBytes),
    ]),
  );
  print();
  print('Taps made as soon as the control shows (phone profile; medians of 3, from the request)');
  printTable(
    [
      { title: 'tap' },
      { title: 'route' },
      { title: 'control shown', align: 'right' },
      { title: 'effect shown', align: 'right' },
    ],
    taps.map((tap) => [tap.id, tap.route, ms(tap.shownMs), tap.effectMs == null ? 'lost' : ms(tap.effectMs)]),
  );
  for (const tap of taps) for (const error of tap.errors) print(`  ${tap.id}: measuring failed: ${error}`);
}

function phoneFindings({ routes, taps }) {
  const findings = [];
  for (const route of routes) {
    if (route.interactiveMs == null || route.interactiveMs > targets.phoneInteractiveMs)
      findings.push(
        `phone: ${route.route} interactive at ${ms(route.interactiveMs)}, over ${ms(targets.phoneInteractiveMs)}`,
      );
    if (route.jsWaves == null || route.jsWaves > targets.phoneJsWaves)
      findings.push(
        `phone: ${route.route} loads its JavaScript in ${shown(route.jsWaves)} waves, over ${targets.phoneJsWaves}`,
      );
    if (route.jsFiles == null || route.jsFiles > targets.phoneJsFiles)
      findings.push(
        `phone: ${route.route} loads ${shown(route.jsFiles)} JavaScript files, over ${targets.phoneJsFiles}`,
      );
  }
  for (const tap of taps) {
    if (tap.effectMs == null || tap.effectMs > targets.phoneTapEffectMs)
      findings.push(
        `phone: ${tap.id} shows its effect at ${tap.effectMs == null ? 'never (lost)' : ms(tap.effectMs)}, over ${ms(targets.phoneTapEffectMs)}`,
      );
  }
  return findings;
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

function lighthouseRow(result) {
  if (result.error) return [result.route, 'error', '', '', '', '', '', '', ''];
  const { scores } = result;
  return [
    result.route,
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

/** `sourceOf` names a built script by its source (e.g. mocks/browser.ts for the mock backends). */
export function printLighthouse(results, sourceOf = (script) => script) {
  print();
  print(
    'Lighthouse 12 (mobile, simulated throttling) on the mock-mode production build: the median of ' +
      'each route\'s runs (all runs\' performance scores under "runs")',
  );
  printTable(lighthouseColumns, results.map(lighthouseRow));
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
  if (tap.error) return [...row, 'error', '', '', '', ''];
  return [
    ...row,
    ms(tap.tapAfterDomContentLoadedMs),
    yesNo(tap.tappedBeforeHydration),
    yesNo(tap.lost),
    ms(tap.tapToEffectMs),
    tap.shownAs ?? '-',
  ];
}

export function printFirstTaps({ taps, hydration }) {
  print();
  print(
    'First taps (4x CPU, Lighthouse mobile network): a fresh page per tap, tapped the given time after ' +
      'DOMContentLoaded; lost = no effect within 15 s',
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

/** Lost taps. */
function firstTapFindings({ taps }) {
  const lost = taps.filter((tap) => tap.lost);
  if (lost.length <= targets.lostFirstTaps) return [];
  const which = lost.map((tap) => `${tap.id} at ${ms(tap.delayMs)}`).join(', ');
  return [`${lost.length} first taps lost (no effect within 15 s): ${which}`];
}

/** Every figure over its target (or a check that failed), in words. Each part is optional. */
export function findingsOf(bundle, lighthouse, search, firstTaps, phone) {
  const findings = [];
  const budgets = [
    ['/', targets.firstLoadJsOfHomeBytes],
    ['/shop', targets.firstLoadJsOfShopBytes],
  ];
  for (const [path, budget] of budgets) {
    const route = bundle?.routes.find((candidate) => candidate.path === path);
    if (route && route.gzipBytes > budget) {
      findings.push(`first-load JS of ${path} is ${kB(route.gzipBytes)}, over ${kB(budget)}`);
    }
  }
  if (search && search.medianMs > targets.searchKeystrokeMs) {
    findings.push(
      `search takes ${search.medianMs.toFixed(1)} ms per keystroke, over ${targets.searchKeystrokeMs} ms`,
    );
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
  if (firstTaps) findings.push(...firstTapFindings(firstTaps));
  if (phone) findings.push(...phoneFindings(phone));
  return findings;
}

export function printVerdict(findings, failures) {
  print();
  print(
    'Targets: first-load JS of / <= 170 kB and of /shop <= 190 kB gzip; Lighthouse performance >= 90 and ' +
      'accessibility 100; search <= 16 ms per keystroke; no first tap lost; on the phone profile, interactive <= 3.0 s, ' +
      'every tap made as soon as its control shows answered <= 3.5 s after the request, JavaScript in at most 2 ' +
      'waves after the HTML, at most 15 JS files',
  );
  if (findings.length === 0 && failures.length === 0) print('  every measured figure is within its target');
  for (const finding of findings) print(`  OVER TARGET: ${finding}`);
  for (const failure of failures) print(`  MEASURING FAILED: ${failure}`);
}
