import { spawn, type ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';

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

/** Starts the store exactly as a new user does (`npm start`), on its own port. */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;
  let child: ChildProcess | undefined;
  if (!process.env.E2E_BASE_URL) {
    child = spawn('npm', ['start'], {
      env: { ...process.env, PORT: String(PORT) },
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
  project.provide('baseUrl', baseUrl);
  return () => {
    if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
