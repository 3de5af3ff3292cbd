/**
 * The bench's targets, which of the measured figures are over them, and the verdict that says so.
 * The verdict's sentence names the same numbers as `targets`: change them together.
 */
import { kB, ms, print, shown, times } from './table.mjs';

export const targets = {
  firstLoadJsOfHomeBytes: 170_000,
  firstLoadJsOfShopBytes: 190_000,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  searchKeystrokeMs: 16,
  lostFirstTaps: 0,
  /** A tap made before the page hydrated shows its effect by the page's hydration plus this. */
  firstTapBeforeHydrationMarginMs: 300,
  /** The phone profile (phone.mjs), against the stack's floor measured in the same run (floor.mjs). */
  phoneInteractiveRatio: 1.15,
  phoneTapEffectRatio: 1.4,
  phoneJsBeyondFloorBytes: 50_000,
  phoneJsWaves: 2,
  phoneJsFiles: 15,
};

function phoneFindings({ floor, routes, taps }) {
  const findings = [];
  if (floor.interactiveMs == null || floor.jsBytes == null) return ['phone: the floor page was not measured'];
  for (const route of routes) {
    const interactive = route.interactiveMs == null ? null : route.interactiveMs / floor.interactiveMs;
    if (interactive == null || interactive > targets.phoneInteractiveRatio)
      findings.push(
        `phone: ${route.route} interactive at ${ms(route.interactiveMs)}, ${interactive == null ? 'never' : times(interactive)} the floor's, over ${times(targets.phoneInteractiveRatio)}`,
      );
    if (route.jsBytes == null || route.jsBytes - floor.jsBytes > targets.phoneJsBeyondFloorBytes)
      findings.push(
        `phone: ${route.route} loads ${route.jsBytes == null ? 'n/a' : kB(route.jsBytes - floor.jsBytes)} of JavaScript beyond the floor's, over ${kB(targets.phoneJsBeyondFloorBytes)}`,
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
    const effect = tap.effectMs == null ? null : tap.effectMs / floor.interactiveMs;
    if (effect == null || effect > targets.phoneTapEffectRatio)
      findings.push(
        effect == null
          ? `phone: ${tap.id} is lost (its effect never showed)`
          : `phone: ${tap.id} shows its effect at ${ms(tap.effectMs)}, ${times(effect)} the floor's interactive, over ${times(targets.phoneTapEffectRatio)}`,
      );
  }
  return findings;
}

/**
 * Lost taps, and taps made before hydration whose effect showed later than the page's hydration
 * plus the margin, both on the page's clock, from the request: the tapped page's own hydration, or
 * where the tap led to another page, the route's time to hydrated (the median of its loads
 * without taps).
 */
function firstTapFindings({ taps, hydration }) {
  const findings = [];
  const lost = taps.filter((tap) => tap.lost);
  if (lost.length > targets.lostFirstTaps) {
    const which = lost.map((tap) => `${tap.id} at ${ms(tap.delayMs)}`).join(', ');
    findings.push(`${lost.length} first taps lost (no effect within 15 s): ${which}`);
  }
  for (const tap of taps) {
    if (!tap.tappedBeforeHydration || tap.lost || tap.tapAtMs == null) continue;
    const hydrated = tap.hydratedAtMs ?? hydration.find((route) => route.route === tap.route)?.hydratedMs;
    if (hydrated == null) continue;
    const due = hydrated + targets.firstTapBeforeHydrationMarginMs;
    const effectAt = tap.tapAtMs + tap.tapToEffectMs;
    if (effectAt > due)
      findings.push(
        `${tap.id} at ${ms(tap.delayMs)}, tapped before hydration, showed its effect at ${ms(effectAt)}, ` +
          `over the page's hydration + ${ms(targets.firstTapBeforeHydrationMarginMs)} (${ms(due)})`,
      );
  }
  return findings;
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
    for (const [category, name] of [
      ['performance', 'performance'],
      ['accessibility', 'accessibility'],
      ['bestPractices', 'best practices'],
      ['seo', 'SEO'],
    ]) {
      const score = result.scores[category];
      if (score == null || score < targets[category]) {
        findings.push(`${result.route}: Lighthouse ${name} ${shown(score)}, under ${targets[category]}`);
      }
    }
  }
  if (firstTaps) findings.push(...firstTapFindings(firstTaps));
  if (phone) findings.push(...phoneFindings(phone));
  return findings;
}

export function printVerdict(findings, failures) {
  print();
  print(
    'Targets: first-load JS of / <= 170 kB and of /shop <= 190 kB gzip; Lighthouse performance >= 95, ' +
      "accessibility, best practices and SEO 100; search <= 16 ms per keystroke; no first tap lost, and one made before hydration answered within the page's hydration + 300 ms; on the phone profile, against the " +
      "stack's floor in the same run: interactive <= 1.15x the floor's, every tap made as soon as its control shows " +
      "answered <= 1.4x the floor's interactive after the request, at most 50 kB of JavaScript beyond the floor's, " +
      'in at most 2 waves after the HTML, at most 15 JS files',
  );
  if (findings.length === 0 && failures.length === 0) print('  every measured figure is within its target');
  for (const finding of findings) print(`  OVER TARGET: ${finding}`);
  for (const failure of failures) print(`  MEASURING FAILED: ${failure}`);
}
