/**
 * The store's route table (src/app/routes.json: each page's address, the feature module that
 * renders it, the store dialog its own controls open, and the code it uses as it arrives), as the
 * build and the bench read it: the
 * same plain data the app's router reads, so they measure and preload exactly the routes the store has.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The routes, each with its module's path from the repository's root and the names of the chunks
 * its page uses as it arrives (`preload`): [{ path, module, preload }].
 */
export function readRouteTable(repoRoot) {
  const table = JSON.parse(readFileSync(path.join(repoRoot, 'src/app/routes.json'), 'utf8'));
  return table.map(({ path: address, page, preload = [] }) => ({
    path: address,
    module: `src/features/${page}.tsx`,
    preload,
  }));
}
