import { readFileSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/** Shared with the bench's Lighthouse runs, so both drive Debian's Chromium the same way. */
const CHROMIUM_FLAGS = JSON.parse(
  readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'),
) as string[];

/** The features Playwright itself turns off (playwright-core's chromiumSwitches.ts). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 opens two omnibox popups of its own (chrome://omnibox-popup.top-chrome/, WebUI pages
 * with a renderer of their own) in every window, so in every test's context: a sixth of the
 * browser's CPU in the browser tests (measured: 39 such renderers in a run, 61 of its 400 CPU
 * seconds), for a browser UI no test sees. Only the last `--disable-features` counts, so this one
 * repeats Playwright's; the global setup fails if Playwright's own list has grown since.
 */
const NO_OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    ...CHROMIUM_FLAGS,
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...NO_OMNIBOX_POPUPS].join(',')}`,
  ],
};

/**
 * The features turned off by every `--disable-features` Chromium was started with but the last,
 * which the last (ours) leaves on: none, unless Playwright's own list has grown.
 */
export function featuresLeftOn(spawnArgs: readonly string[]): string[] {
  const lists = spawnArgs
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  const last = new Set(lists.at(-1) ?? []);
  return lists.slice(0, -1).flatMap((list) => list.filter((feature) => feature && !last.has(feature)));
}
