/**
 * One server per data folder. A server changes a table by reading its file, changing it and
 * writing it whole (data-folder.ts): two processes doing so on one folder write over each other's
 * changes, changes a shopper was already told were made. So a server that starts first names
 * itself in the folder (`server-<pid>.lock`: its process id and command line), then looks for
 * another running server named there, and if it finds one it leaves, saying which process holds the
 * folder. Named first and looked second: of two servers starting at once, at least one sees the
 * other. A name whose process is gone (a crash, kill -9, Ctrl-C) holds nothing and is removed.
 * `npm run reset-data` removes the tables and leaves the names: the folder is still served.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A server's name in the folder; scripts/reset-data.mjs leaves these files. */
const LOCK_NAME = /^server-(\d+)\.lock$/;
const lockOf = (folder: string, pid: number) => path.join(folder, `server-${pid}.lock`);

interface Holder {
  pid: number;
  command: string;
}

/** A process's command line, where the system tells it (Linux's /proc), else null. */
function commandLineOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return null;
  }
}

const ownCommandLine = () =>
  commandLineOf(process.pid) ?? [process.execPath, ...process.execArgv, ...process.argv.slice(1)].join(' ');

function isRunning({ pid, command }: Holder): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // A process id is given again once its process is gone: where the system says, the process must
  // still be the one that named itself (a gone process's zombie has no command line).
  const now = commandLineOf(pid);
  return now === null || now === command;
}

function holderIn(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.command === 'string'
      ? { pid: holder.pid, command: holder.command }
      : null;
  } catch {
    return null;
  }
}

export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';

  constructor(folder: string, holder: Holder) {
    super(
      `The data folder ${folder} is already served by process ${holder.pid} (${holder.command}).\n` +
        "Two servers on one folder write over each other's changes, so this one does not start.\n" +
        `Stop that server first (kill ${holder.pid}), or give this one a folder of its own: ` +
        'set STORE_DATA_DIR to another folder.',
    );
  }
}

/**
 * This process serves `folder` from now on; throws DataFolderInUseError, naming the holder, when
 * another running process serves it. The same process may take it again (a dev server restarting).
 */
export function serveDataFolder(folder: string): void {
  mkdirSync(folder, { recursive: true });
  const own = lockOf(folder, process.pid);
  const named = `${own}.${Date.now()}.tmp`;
  writeFileSync(named, JSON.stringify({ pid: process.pid, command: ownCommandLine() } satisfies Holder));
  renameSync(named, own);
  for (const name of readdirSync(folder)) {
    const pid = LOCK_NAME.exec(name)?.[1];
    if (!pid || Number(pid) === process.pid) continue;
    const holder = holderIn(path.join(folder, name));
    if (holder && isRunning(holder)) {
      rmSync(own, { force: true });
      throw new DataFolderInUseError(folder, holder);
    }
    rmSync(path.join(folder, name), { force: true });
  }
}

/** This process no longer serves `folder`. */
export function leaveDataFolder(folder: string): void {
  rmSync(lockOf(folder, process.pid), { force: true });
}
