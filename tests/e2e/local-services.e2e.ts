/**
 * The local services `npm start` serves beside the store: one store for every browser, kept in a
 * data folder across restarts and back to the seed with `npm run reset-data`; and faults a test
 * tells them to answer (mocks/faults.ts), which the store's own bundle meets as it would online.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULT_SCOPE_COOKIE, FAULTS_PATH, type Fault } from '../../mocks/faults';
import type { BrowserContext } from 'playwright-core';
import { baseUrl, connectBrowser, type Browser } from './browser';
import { expectMainHeading, visit, waitForPath } from './page-checks';
import { logIn, signUp } from './sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** `vite preview` of the build the suite made, on `port`, keeping its data in `dataFolder` (this process's child: its pid is the server's). */
function spawnStore(port: number, dataFolder: string): ChildProcess {
  return spawn(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'preview', '--strictPort'], {
    env: { ...process.env, PORT: String(port), STORE_DATA_DIR: dataFolder, NODE_ENV: undefined },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

/** Whether the store answers at `url` now. */
const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** A store started with spawnStore, once it answers. */
async function startStore(
  port: number,
  dataFolder: string,
): Promise<{ url: string; pid: number; stop(signal?: NodeJS.Signals): Promise<void> }> {
  const child = spawnStore(port, dataFolder);
  const url = `http://localhost:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (await answers(url)) break;
    if (tries > 240 || child.exitCode !== null) {
      // A server still starting would outlive the run, holding its port.
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`vite preview did not start on ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        process.kill(-child.pid!, signal);
      }),
  };
}

/** A store that must not start: what it said, once it has exited (it fails the test if it answers instead). */
async function refusedStore(port: number, dataFolder: string): Promise<string> {
  const child = spawnStore(port, dataFolder);
  let said = '';
  child.stdout?.on('data', (chunk) => (said += chunk));
  child.stderr?.on('data', (chunk) => (said += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  for (let tries = 0; child.exitCode === null; tries += 1) {
    if (tries > 240 || (await answers(`http://localhost:${port}`))) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`vite preview started on ${port} where it should have refused:\n${said}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(await exited).not.toBe(0);
  return said;
}

describe('one store, kept', () => {
  it('keeps an account across a restart of the server, until `npm run reset-data` brings back the seed', async () => {
    const dataFolder = mkdtempSync(path.join(tmpdir(), 'store-restart-data-'));
    const port = Number(new URL(baseUrl()).port) + 1;
    const email = `yaa.${Date.now()}@example.com`;
    try {
      const first = await startStore(port, dataFolder);
      expect(await signUp(first.url, email, 'yaa-pass')).toBe(200);
      await first.stop();

      const second = await startStore(port, dataFolder);
      try {
        await visit(
          browser,
          '/',
          async ({ page }) => {
            await logIn(page, email, 'yaa-pass');
            await page.getByRole('banner').getByText(email.split('@')[0]!, { exact: true }).waitFor();
          },
          { context: { baseURL: second.url } },
        );

        const reset = spawnSync('npm', ['run', 'reset-data'], {
          env: { ...process.env, STORE_DATA_DIR: dataFolder },
          encoding: 'utf8',
        });
        expect(reset.status, reset.stderr).toBe(0);
        expect(reset.stdout).toContain('The local store is back to its seed');

        await visit(
          browser,
          '/auth',
          async ({ page }) => {
            await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
            const form = page.getByRole('form', { name: 'Login' });
            await form.getByLabel('Email', { exact: false }).fill(email);
            await form.getByLabel('Password', { exact: false }).fill('yaa-pass');
            await form.getByRole('button', { name: 'Login', exact: true }).click();
            await page.getByText('Invalid email or password', { exact: false }).waitFor();
          },
          {
            context: { baseURL: second.url },
            expectedProblems: [/HTTP 400 \S+\/identitytoolkit\.googleapis\.com\//, /status of 400/],
          },
        );
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataFolder, { recursive: true, force: true });
    }
  });
});

/** Tells the local services to answer `fault` to this browser context's requests (and only its). */
async function failFor(context: BrowserContext, fault: Omit<Fault, 'scope'>): Promise<void> {
  const scope = randomUUID();
  await context.addCookies([{ name: FAULT_SCOPE_COOKIE, value: scope, url: baseUrl() }]);
  const response = await fetch(new URL(FAULTS_PATH, baseUrl()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...fault, scope }),
  });
  expect(response.status).toBe(200);
}

const failedRequests = [/HTTP (429|500) /, /status of (429|500)/, /request failed/];

describe('one server per data folder', () => {
  const ports = () => [Number(new URL(baseUrl()).port) + 2, Number(new URL(baseUrl()).port) + 3] as const;

  it('refuses a second server on a folder already served, naming it and its server, until that one is gone', async () => {
    const dataFolder = mkdtempSync(path.join(tmpdir(), 'store-one-server-data-'));
    const [port, otherPort] = ports();
    try {
      const first = await startStore(port, dataFolder);
      try {
        const said = await refusedStore(otherPort, dataFolder);
        expect(said).toContain(`The data folder ${dataFolder} is already served by process ${first.pid} (`);
        expect(said).toContain('vite.js preview --strictPort).');
        expect(said).toContain(
          `Stop that server first (kill ${first.pid}), or give this one a folder of its own`,
        );

        // `npm run reset-data` while it runs: the seed again, and the folder still the first server's.
        const email = `efua.${Date.now()}@example.com`;
        expect(await signUp(first.url, email, 'efua-pass')).toBe(200);
        const reset = spawnSync('npm', ['run', 'reset-data'], {
          env: { ...process.env, STORE_DATA_DIR: dataFolder },
          encoding: 'utf8',
        });
        expect(reset.status, reset.stderr).toBe(0);
        expect(await signUp(first.url, email, 'efua-pass')).toBe(200);
        expect(await refusedStore(otherPort, dataFolder)).toContain(`already served by process ${first.pid}`);
      } finally {
        // Gone without a word (kill -9): its name stays in the folder, and holds nothing.
        await first.stop('SIGKILL');
      }
      const second = await startStore(otherPort, dataFolder);
      await second.stop();
    } finally {
      rmSync(dataFolder, { recursive: true, force: true });
    }
  });

  it('does not start on a table file that does not read, naming the file, and leaves it as it is', async () => {
    const dataFolder = mkdtempSync(path.join(tmpdir(), 'store-damaged-data-'));
    const table = path.join(dataFolder, 'mock-firebase-users.json');
    writeFileSync(table, '{"users": [{"uid": "a1", "email": "ama@example.com"');
    try {
      const said = await refusedStore(ports()[0], dataFolder);
      expect(said).toContain(`The data folder's table ${table} does not read: it is not JSON`);
      expect(said).toContain('`npm run reset-data`');
      expect(readFileSync(table, 'utf8')).toBe('{"users": [{"uid": "a1", "email": "ama@example.com"');
    } finally {
      rmSync(dataFolder, { recursive: true, force: true });
    }
  });
});

describe.concurrent('a failing Storefront API, met by the store as it ships', () => {
  it.each([
    ['never answers', 'never', 'We could not load products. Please check your connection and try again.'],
    ['answers HTTP 500', 'error', 'We could not load products. Please check your connection and try again.'],
    [
      'is throttled',
      'throttled',
      'The store is very busy right now and could not load products. Please try again in a moment.',
    ],
    [
      'answers malformed JSON',
      'malformed',
      'We could not load products. Please check your connection and try again.',
    ],
  ] as const)('that %s: Shop says so, with Try again', async (_, answer, message) => {
    await visit(
      browser,
      '/',
      async ({ page, context }) => {
        await failFor(context, { path: '/api/', operation: 'Products', answer });
        const started = Date.now();
        await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).first().click();
        await page.getByText(message).waitFor({ timeout: 30_000 });
        // The figure the shopper meets (for the record, not a pass mark): one deadline per action.
        console.info(`Storefront that ${answer}: the shop's message after ${Date.now() - started} ms`);
        await page.getByRole('button', { name: 'Try again' }).first().waitFor();
      },
      { expectedProblems: failedRequests },
    );
  });

  it('fails only the browser it was told for: another browser shops as usual', async () => {
    await visit(browser, '/', async ({ context }) => {
      await failFor(context, { path: '/api/', answer: 'error' });
    });
    await visit(browser, '/', async ({ page }) => {
      await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).first().click();
      await waitForPath(page, '/shop');
      await expectMainHeading(page, 'Supplements for Our Health');
    });
  });
});
