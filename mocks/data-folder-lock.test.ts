// @vitest-environment node
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveDataFolder, serveDataFolder } from './data-folder-lock';

const folders: string[] = [];
const others: ChildProcess[] = [];
function newFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), 'data-folder-lock-test-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const other of others.splice(0)) other.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const WAITING = 'setInterval(() => {}, 1 << 30)';

/** Another process, running until the test ends. */
async function anotherProcess(): Promise<ChildProcess & { pid: number }> {
  const other = spawn(process.execPath, ['-e', WAITING], { stdio: 'ignore' });
  others.push(other);
  await once(other, 'spawn');
  return other as ChildProcess & { pid: number };
}

/** `pid` named in `folder` as a server running `command` (what serveDataFolder writes). */
function namedServer(folder: string, pid: number, command = `${process.execPath} -e ${WAITING}`) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `server-${pid}.lock`), JSON.stringify({ pid, command }));
}

describe('one server per data folder', () => {
  it('lets a server take a free folder, and the same process take it again (a dev server restarting)', () => {
    const folder = path.join(newFolder(), 'local-data');
    serveDataFolder(folder);
    serveDataFolder(folder);
    expect(readdirSync(folder)).toEqual([`server-${process.pid}.lock`]);
    leaveDataFolder(folder);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('refuses a second server, naming the folder, the process that holds it and how to go on', async () => {
    const folder = newFolder();
    const other = await anotherProcess();
    namedServer(folder, other.pid);
    expect(() => serveDataFolder(folder)).toThrow(
      `The data folder ${folder} is already served by process ${other.pid} (${process.execPath} -e ${WAITING}).\n` +
        "Two servers on one folder write over each other's changes, so this one does not start.\n" +
        `Stop that server first (kill ${other.pid}), or give this one a folder of its own: ` +
        'set STORE_DATA_DIR to another folder.',
    );
    // The refused server leaves no name behind.
    expect(readdirSync(folder)).toEqual([`server-${other.pid}.lock`]);
  });

  it('takes a folder whose server is gone (a crash, kill -9), and clears its name', async () => {
    const folder = newFolder();
    const gone = await anotherProcess();
    gone.kill('SIGKILL');
    await once(gone, 'exit');
    namedServer(folder, gone.pid);
    serveDataFolder(folder);
    expect(readdirSync(folder)).toEqual([`server-${process.pid}.lock`]);
  });

  it.runIf(existsSync('/proc/self/cmdline'))(
    "takes a folder whose server's process id now belongs to another program",
    async () => {
      const folder = newFolder();
      const other = await anotherProcess();
      namedServer(folder, other.pid, 'node node_modules/vite/bin/vite.js preview --strictPort');
      serveDataFolder(folder);
      expect(readdirSync(folder)).toEqual([`server-${process.pid}.lock`]);
    },
  );

  it('stays the running server’s through `npm run reset-data`, which removes only the tables', async () => {
    const folder = newFolder();
    const other = await anotherProcess();
    namedServer(folder, other.pid);
    writeFileSync(path.join(folder, 'mock-shopify-carts.json'), '{}');
    writeFileSync(path.join(folder, 'mock-firebase-users.json.123.tmp'), '{"users":[');

    const reset = spawnSync(process.execPath, ['scripts/reset-data.mjs'], {
      env: { ...process.env, STORE_DATA_DIR: folder },
      encoding: 'utf8',
    });
    expect(reset.status, reset.stderr).toBe(0);
    expect(readdirSync(folder)).toEqual([`server-${other.pid}.lock`]);
    expect(() => serveDataFolder(folder)).toThrow(`already served by process ${other.pid}`);
  });
});
