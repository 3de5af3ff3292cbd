/**
 * The code a prerendered page's route needs, for the page's `modulepreload` links: its route module
 * (the route table, src/app/routes.json) and every chunk that imports
 * statically, from the browser build's output. The browser then fetches the page's own code in the
 * same wave as the app's entry, instead of once the entry has run.
 */
import { matchRoutes } from 'react-router-dom';
import type { Rollup } from 'vite';
import { chunkOf, staticImports } from './boot-script';
import { readRouteTable, type RouteEntry } from './route-table.mjs';

/** For each page address, the addresses of the JavaScript its route needs (`/assets/…js`). */
export function routePreloads(root: string, bundle: Rollup.OutputBundle): (page: string) => string[] {
  const routes: RouteEntry[] = readRouteTable(root);
  return (page) => {
    const module = matchRoutes(routes, page)?.at(-1)?.route.module;
    const chunk = module && chunkOf(bundle, root, module);
    if (!chunk) throw new Error(`route-preloads: no built route module renders ${page}`);
    return [chunk.fileName, ...staticImports(bundle, chunk.fileName)].map((file) => `/${file}`);
  };
}
