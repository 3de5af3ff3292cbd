/**
 * `npm run test:rules`: the Firestore rules tests inside
 * `firebase emulators:exec --only firestore`, which starts the official Firestore emulator, sets
 * FIRESTORE_EMULATOR_HOST for the tests and stops the emulator afterwards. The Java and the jar
 * come from tests/rules/firestore-emulator.mjs; without them this says why and fails, so a run
 * that did not happen is never mistaken for a pass. Extra arguments go to Vitest.
 */
import { spawn } from 'node:child_process';
import console from 'node:console';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { findFirestoreEmulator, firebaseBin } from './firestore-emulator.mjs';

const PROJECT_ID = 'demo-sankofa-wellness';
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const vitestBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);

const found = findFirestoreEmulator({ download: true });
if (found.problem) {
  console.error(`Firestore rules tests cannot run here: ${found.problem}.`);
  process.exit(1);
}
console.log(`Firestore emulator: ${found.jar}, run with ${found.java}`);

// emulators:exec runs its script through a shell: quote every word.
const vitest = [
  process.execPath,
  vitestBin,
  'run',
  '--config',
  'tests/rules/vitest.config.ts',
  ...process.argv.slice(2),
]
  .map((word) => `'${word.replaceAll("'", `'\\''`)}'`)
  .join(' ');
const child = spawn(
  process.execPath,
  [firebaseBin, 'emulators:exec', '--only', 'firestore', '--project', PROJECT_ID, vitest],
  { cwd: repoRoot, env: { ...process.env, ...found.env }, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
