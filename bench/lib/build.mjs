/**
 * The two production builds the bench measures, each in its own folder so that it never races
 * `npm start` (which builds into dist/). Both folders live in bench/results/, which git, ESLint and
 * Prettier already ignore.
 */
import { fileURLToPath, URL } from 'node:url';
import process from 'node:process';
import { runToEnd } from './processes.mjs';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const viteBin = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

export const liveOutDir = 'bench/results/.live-dist';
export const mockOutDir = 'bench/results/.mock-dist';

/**
 * Dummy but well-formed live keys (see src/config/env-schema.ts): the build only needs them to
 * pass validation; nothing in the bench talks to these services.
 */
const dummyLiveKeys = {
  VITE_SHOPIFY_STORE_DOMAIN: 'bench-store.myshopify.com',
  VITE_SHOPIFY_STOREFRONT_TOKEN: 'bench_storefront_public_token_0000',
  VITE_SANITY_PROJECT_ID: 'bench-project',
  VITE_SANITY_DATASET: 'production',
  VITE_FIREBASE_API_KEY: 'bench-firebase-web-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'bench-project.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'bench-project',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:bench',
  VITE_SITE_URL: 'https://bench-store.example.com',
};

/**
 * The environment without any backend key (so a developer's shell cannot turn mock into live) and
 * without NODE_ENV (anything but "production" there makes Vite bundle React's development build).
 */
function withoutBackendKeys(env) {
  return Object.fromEntries(
    Object.entries(env).filter(([key]) => !key.startsWith('VITE_') && key !== 'NODE_ENV'),
  );
}

const BUILD_TIMEOUT_MS = 5 * 60_000;

function build(outDir, env, extraArgs = []) {
  return runToEnd(process.execPath, [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', ...extraArgs], {
    env,
    cwd: repoRoot,
    timeoutMs: BUILD_TIMEOUT_MS,
  });
}

/** Hidden source maps (no comment in the JS, so the measured bytes are the shipped ones) say what each chunk holds. */
export function buildLive() {
  return build(liveOutDir, { ...withoutBackendKeys(process.env), ...dummyLiveKeys }, [
    '--sourcemap',
    'hidden',
  ]);
}

export function buildMock() {
  return build(mockOutDir, withoutBackendKeys(process.env));
}
