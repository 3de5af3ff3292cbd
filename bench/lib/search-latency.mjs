/**
 * How long the search palette takes from a keystroke to its rendered results, in a real Chromium
 * on the mock-mode build, over the whole catalogue: for each keystroke, from the keydown event to
 * the first animation frame after the results changed. Reports the median and the slowest.
 */
/* global window, document, MutationObserver, requestAnimationFrame, setTimeout */
import { chromium } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_FLAGS } from './first-taps.mjs';

/** Queries typed one key at a time: product names, benefits, conditions and misses. */
const QUERIES = [
  'magnesium',
  'heart health',
  'turmeric',
  'blood sugar',
  'sleep',
  'probiotic',
  'zzz',
  'vitamin d',
];

/** Installed in the page: resolves with the time from the next keydown to the frame after the list changes. */
function armKeystrokeTimer() {
  window.__nextKeystroke = new Promise((resolve) => {
    const onKeyDown = (event) => {
      window.removeEventListener('keydown', onKeyDown, true);
      const started = event.timeStamp;
      const observer = new MutationObserver(() => {
        observer.disconnect();
        requestAnimationFrame((frameTime) => resolve(frameTime - started));
      });
      // React commits every keystroke (the input's value attribute at least), results or not.
      observer.observe(document.querySelector('[role="dialog"]'), {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    };
    window.addEventListener('keydown', onKeyDown, true);
  });
}

export async function measureSearchLatency(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/`);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox');
    await input.waitFor();
    // Warm up: the catalogue loads with the first search.
    await input.pressSequentially('a');
    await page.getByRole('option').first().waitFor({ timeout: 30_000 });
    const timings = [];
    for (const query of QUERIES) {
      await input.fill('');
      await page.waitForTimeout(50);
      for (const key of query) {
        await page.evaluate(armKeystrokeTimer);
        await page.keyboard.press(key === ' ' ? 'Space' : key);
        timings.push(
          await page.evaluate(() =>
            Promise.race([window.__nextKeystroke, new Promise((resolve) => setTimeout(resolve, 2000, 2000))]),
          ),
        );
      }
    }
    timings.sort((a, b) => a - b);
    return {
      keystrokes: timings.length,
      medianMs: timings[Math.floor(timings.length / 2)],
      slowestMs: timings[timings.length - 1],
      products: 74,
    };
  } finally {
    await browser.close();
  }
}
