/**
 * Child processes the bench starts (builds, the preview server) and their clean-up: every child
 * runs in its own process group so that killing it also kills what it spawned.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';

const running = new Set();

/** Kills every child still running (on normal exit, on failure and on Ctrl+C). */
export function killAllChildren() {
  for (const child of running) killGroup(child);
}

function killGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  running.delete(child);
}

/** Starts a long-running child; `stop()` ends it and its children. */
export function startProcess(command, args, { env = process.env, cwd = process.cwd() } = {}) {
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('exit', () => running.delete(child));
  return { child, output: () => output, stop: () => killGroup(child) };
}

/** Runs a command to its end; rejects with its output when it fails or takes longer than `timeoutMs`. */
export function runToEnd(command, args, { env, cwd, timeoutMs }) {
  const started = startProcess(command, args, { env, cwd });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      started.stop();
      reject(
        new Error(`${command} ${args.join(' ')} took longer than ${timeoutMs / 1000}s\n${started.output()}`),
      );
    }, timeoutMs);
    started.child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    started.child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(started.output());
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})\n${started.output()}`));
    });
  });
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
