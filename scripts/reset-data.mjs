/**
 * `npm run reset-data`: the local services' store back to the seed. Removes the tables of their
 * data folder (STORE_DATA_DIR, else local-data/; see mocks/data-folder.ts): carts, sign-ups, roles,
 * community lists, reviews, newsletter subscribers and contact messages are then the seed's again, at once,
 * even while `npm start` runs. It leaves the running server's name (`server-<pid>.lock`,
 * mocks/data-folder-lock.ts): the folder stays that server's, and a second server still may not
 * start on it.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import console from 'node:console';
import process from 'node:process';

const folder = path.resolve(process.env.STORE_DATA_DIR || 'local-data');
const isServerName = (name) => /^server-\d+\.lock$/.test(name);
if (existsSync(folder)) {
  for (const name of readdirSync(folder)) {
    if (!isServerName(name)) rmSync(path.join(folder, name), { recursive: true, force: true });
  }
}
console.log(
  `The local store is back to its seed (the tables of ${path.relative(process.cwd(), folder) || folder} removed).`,
);
