/** The store's configuration, parsed once. Nothing else in the app reads `import.meta.env`. */
import { parseEnv } from './env-schema';

export const env = parseEnv(import.meta.env);
export type { AppEnv, BackendMode } from './env-schema';
