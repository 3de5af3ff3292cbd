import { readFileSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/** Shared with the bench's Lighthouse runs, so both drive Debian's Chromium the same way. */
const CHROMIUM_FLAGS = JSON.parse(
  readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'),
) as string[];

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
};
