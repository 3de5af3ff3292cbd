import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's minified build (638 kB, against the 1.4 MB of `axe.source`). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What AxeBuilder is given to run before each scan, once `axeIn` has put axe in every frame of the
 * page: nothing. AxeBuilder runs the source it is given twice in every scan (before the scan, and
 * again in legacy mode's injection), and a page is often scanned twice (the route walk: on a phone,
 * then a computer); the browser compiles that source each time, axe or not (on a quiet machine
 * the 1.4 MB `axe.source` took 370 ms the first time, then 92 to 160 ms each time again; the
 * minified build takes 270 ms, once).
 */
const AXE_ALREADY_IN_THE_PAGE = 'void 0';

/** Puts axe in each frame of the page that has none yet: once per document. */
async function axeIn(page: Page) {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window);
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
}

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\n\s*/g, ' ');
    return `    at ${node.target.join(' ')}\n      ${node.html.slice(0, 300)}\n      ${summary}`;
  });
  return [`  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...nodes].join(
    '\n',
  );
}

/**
 * `step` (a `page.evaluate`, which has no timeout of its own), failing with `what` when it has not
 * finished within a minute, so a scan stuck in the page says where rather than ending the test at
 * its timeout.
 */
async function within60s<T>(step: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within 60 s`)), 60_000);
  });
  try {
    return await Promise.race([step, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs axe on the page as it is now (or on `within`, a CSS selector) and fails with a readable
 * list when it finds a serious or critical WCAG 2.x A/AA violation.
 */
export async function expectNoSeriousAxeViolations(page: Page, label: string, within?: string) {
  await within60s(axeIn(page), `putting axe in ${label}`);
  // A colour mid-transition is not what the shopper reads (a button turning enabled takes MUI's
  // 250 ms to darken): the scan waits for the transitions running now to end.
  await within60s(
    page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition && animation.playState === 'running')
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    ),
    `the transitions running on ${label}`,
  );
  // Legacy mode runs axe in the page itself instead of finishing in a new blank page per scan,
  // which is about three times faster; the store's pages have no cross-origin frames to reach.
  let builder = new AxeBuilder({ page, axeSource: AXE_ALREADY_IN_THE_PAGE })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (within) builder = builder.include(within);
  // axe reads colours from what the browser has painted, and parts of a page laid out only near
  // the screen (`content-visibility: auto`, the store's `laid-out-when-near`) are painted only
  // once the shopper scrolls near them: they are drawn for the scan, as the shopper would see them.
  const drawnForScan = await page.addStyleTag({
    content: '* { content-visibility: visible !important; }',
  });
  // Undrawn once scanned; a scan that failed fails the test, whose page then closes.
  const { violations } = await within60s(builder.analyze(), `axe's scan of ${label}`);
  await drawnForScan.evaluate((style) => (style as Element).remove());
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    throw new Error(
      `axe found ${blocking.length} serious/critical violation(s) on ${label}:\n` +
        blocking.map(describeViolation).join('\n'),
    );
  }
}
