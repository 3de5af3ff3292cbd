/**
 * `npm run reset-data`: the local services' store back to the seed. Removes their data folder
 * (STORE_DATA_DIR, else local-data/; see mocks/data-folder.ts): carts, sign-ups, roles, community
 * lists, newsletter subscribers and contact messages are then the seed's again, at once, even while
 * `npm start` runs.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import console from 'node:console';
import process from 'node:process';

const folder = path.resolve(process.env.STORE_DATA_DIR || 'local-data');
rmSync(folder, { recursive: true, force: true });
console.log(
  `The local store is back to its seed (${path.relative(process.cwd(), folder) || folder} removed).`,
);
