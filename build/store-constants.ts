/**
 * The constants the build writes into the app's code (declared in src/vite-env.d.ts): the
 * configuration `parseEnv` checked, so that the shopper's browser gets it without the checker
 * (src/config/env.ts), and the build's time, the moment a prerendered page shows until it hydrates.
 */
import type { AppEnv } from '../src/config/env-schema';

export function storeConstants(appEnv: AppEnv): Record<string, string> {
  return {
    __STORE_ENV__: JSON.stringify(appEnv),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  };
}
