/**
 * The constants the build writes into the app's code (declared in src/vite-env.d.ts). The mode is
 * one so that a live build drops every mock import; the configuration `parseEnv` checked is one so
 * that the shopper's browser gets it without the checker (src/config/env.ts); the build's time is
 * the moment a prerendered page shows until it hydrates.
 */
import type { AppEnv } from '../src/config/env-schema';

export function storeConstants(appEnv: AppEnv): Record<string, string> {
  return {
    __MOCK_BACKENDS__: JSON.stringify(appEnv.mode === 'mock'),
    __STORE_ENV__: JSON.stringify(appEnv),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  };
}
