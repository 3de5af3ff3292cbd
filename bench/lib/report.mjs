/** How the bench's figures read on screen, and which of them are over their targets. */
import { kB, ms, print, printTable, shown } from './table.mjs';

export const targets = {
  firstLoadJsOfHomeBytes: 170_000,
  firstLoadJsOfShopBytes: 190_000,
  performance: 90,
  accessibility: 100,
  searchKeystrokeMs: 16,
};

export function printSearchLatency({ keystrokes, medianMs, slowestMs, products }) {
  print();
  print(
    `Search palette, keystroke to rendered results (${products} products, ${keystrokes} keystrokes, mock build)`,
  );
  print(`  median ${medianMs.toFixed(1)} ms, slowest ${slowestMs.toFixed(1)} ms`);
}

export function printFirstLoad(routes) {
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

/** Every figure over its target (or a check that failed), in words. */
export function findingsOf(bundle, lighthouse, search) {
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
  return findings;
}

export function printVerdict(findings, failures) {
  print();
  print(
    'Targets: first-load JS of / <= 170 kB and of /shop <= 190 kB gzip; Lighthouse performance >= 90 and ' +
      'accessibility 100; search <= 16 ms per keystroke',
  );
  if (findings.length === 0 && failures.length === 0) print('  every measured figure is within its target');
  for (const finding of findings) print(`  OVER TARGET: ${finding}`);
  for (const failure of failures) print(`  MEASURING FAILED: ${failure}`);
}
