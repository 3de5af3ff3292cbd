/// <reference types="vite/client" />
import type { AppEnv } from './config/env-schema';

declare global {
  /** When this build was made (ISO 8601): the moment a prerendered page shows until it hydrates. */
  const __BUILD_TIME__: string;
  /** The configuration `parseEnv` made of the build's environment (see src/config/env.ts). */
  const __STORE_ENV__: AppEnv;
}
