/**
 * The store's configuration. The build checks the environment with `parseEnv` (env-schema.ts, zod)
 * and fails on a bad or partial set of keys, then writes the result into the app as
 * `__STORE_ENV__`: the shopper's browser gets the checked configuration without the checker.
 * Nothing else in the app reads `import.meta.env`.
 */
import type { AppEnv } from './env-schema';

export const env: AppEnv = __STORE_ENV__;
export type { AppEnv, BackendMode } from './env-schema';

/**
 * Where the services answer when none is configured (mock mode): on the origin that serves the
 * store itself, the local services of `npm start` and `npm run dev`; while the build prerenders
 * (no page, no origin), at the site's address, where the same services run in-process.
 */
export function localServicesOrigin(): string {
  return globalThis.location?.origin ?? env.siteUrl;
}
