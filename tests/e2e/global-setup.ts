import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions, featuresLeftOn } from './chromium';

const PORT = Number(process.env.E2E_PORT ?? 4317);

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The store did not answer at ${url} within ${timeoutMs / 1000}s`);
}

/** A server left over from an earlier run would be tested instead of this build: refuse it. */
async function expectNothingAt(url: string): Promise<void> {
  const answered = await fetch(url).then(
    () => true,
    () => false,
  );
  if (answered) {
    throw new Error(
      `Something already answers at ${url}. Stop it, or set E2E_PORT to a free port ` +
        '(or E2E_BASE_URL to test that server without building).',
    );
  }
}

/**
 * Starts the store exactly as a new user does (`npm start`), on its own port, and one Chromium
 * that every test file connects to (each test then opens its own context).
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;
  let child: ChildProcess | undefined;
  let browserServer: BrowserServer | undefined;
  // The run's own data folder: every run starts from the seed and leaves the user's data alone.
  const dataFolder = mkdtempSync(path.join(tmpdir(), 'store-e2e-data-'));
  const teardown = async () => {
    await browserServer?.close();
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    rmSync(dataFolder, { recursive: true, force: true });
  };

  try {
    if (!process.env.E2E_BASE_URL) {
      await expectNothingAt(baseUrl);
      // Vitest sets NODE_ENV=test in this process; passed on, it would make `vite build` bundle
      // React's development build. A new user's shell has no NODE_ENV, so neither does this one.
      const shellEnv: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(PORT),
        STORE_DATA_DIR: dataFolder,
        STORE_TEST_FAULTS: 'allow',
      };
      delete shellEnv.NODE_ENV;
      child = spawn('npm', ['start'], {
        env: shellEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      let output = '';
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      try {
        await waitForServer(baseUrl, child, 150_000);
      } catch (error) {
        console.error(output);
        throw error;
      }
    }
    browserServer = await chromium.launchServer(chromiumLaunchOptions);
    const leftOn = featuresLeftOn(browserServer.process().spawnargs);
    if (leftOn.length > 0) {
      throw new Error(
        `Playwright now turns off ${leftOn.join(', ')} too: add them to PLAYWRIGHT_DISABLED_FEATURES ` +
          "(tests/e2e/chromium.ts), whose --disable-features replaces Playwright's own.",
      );
    }
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
  }
}
