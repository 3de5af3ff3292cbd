/**
 * The code a prerendered page's route needs, for the page's `modulepreload` links: its route module
 * (the route table of src/app/router.tsx, build/route-table.mjs) and every chunk that imports
 * statically, from the browser build's manifest. The browser then fetches the page's own code in
 * the same wave as the app's entry, instead of once the entry has run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { readRouteTable, type RouteEntry } from './route-table.mjs';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk `key` and those it imports statically, transitively, each once, in load order. */
export function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`route-preloads: the build's manifest has no chunk ${key}`);
  return [...(chunk.imports ?? []).flatMap((imported) => chunkClosure(manifest, imported, seen)), chunk.file];
}

/** For each page address, the addresses of the JavaScript its route needs (`/assets/…js`). */
export function routePreloads(root: string, outDir: string): (page: string) => string[] {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const routes: RouteEntry[] = readRouteTable(root);
  return (page) => {
    const module = matchRoutes(routes, page)?.at(-1)?.route.module;
    if (!module) throw new Error(`route-preloads: no route of src/app/router.tsx renders ${page}`);
    return chunkClosure(manifest, module)
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/${file}`);
  };
}
