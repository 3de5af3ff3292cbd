/**
 * The store's route table (src/app/routes.json: each page's address, the feature module that
 * renders it, and the store dialog its own controls open), as the build and the bench read it: the
 * same plain data the app's router reads, so they measure and preload exactly the routes the store has.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The routes, each with its module's path from the repository's root: [{ path, module }]. */
export function readRouteTable(repoRoot) {
  const table = JSON.parse(readFileSync(path.join(repoRoot, 'src/app/routes.json'), 'utf8'));
  return table.map(({ path: address, page }) => ({ path: address, module: `src/features/${page}.tsx` }));
}
