/**
 * V8's explicit compile hint on the first line of every chunk a page loads before it answers taps:
 * the app's entry and what it imports, and each route's module with its imports and the chunks the
 * route table preloads (build/route-preloads.ts). Chrome (136 and later) then compiles the
 * functions of these files on the thread that streams them in, as they arrive, rather than each
 * on the main thread the first time it is called, while the page hydrates; other browsers ignore
 * the comment. Code loaded later (dialogs, other libraries) keeps V8's lazy compilation.
 * Measured on the phone profile: docs/performance.md, "What each mechanism costs and buys".
 */
import type { Plugin, Rollup } from 'vite';
import { staticImports } from './boot-script';
import { routePreloads } from './route-preloads';
import { readRouteTable } from './route-table.mjs';

/** The hint, which must open the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks some page loads before it answers taps, by file name. */
export function firstLoadChunks(root: string, bundle: Rollup.OutputBundle): Set<string> {
  const entries = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk' && output.isEntry,
  );
  const files = new Set(entries.flatMap(({ fileName }) => [fileName, ...staticImports(bundle, fileName)]));
  const preloadsOf = routePreloads(root, bundle);
  for (const route of readRouteTable(root)) {
    // A route's own pattern is an address it renders; "*" renders "Page not found" (at /404).
    const address = route.path === '*' ? '/404' : route.path;
    for (const file of preloadsOf(address)) files.add(file.replace(/^\//, ''));
  }
  return files;
}

/** Puts the hint on the first line of `chunk`, and its source map (if any) one line down. */
export function hint(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk): void {
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  const mapAsset = bundle[`${chunk.fileName}.map`];
  if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
    const map = JSON.parse(mapAsset.source) as { mappings: string };
    mapAsset.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
  }
}

export function compileHints(): Plugin {
  return {
    name: 'store:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's own additions to the chunks' first lines (`__vite__mapDeps`).
      order: 'post',
      handler(_options, bundle) {
        for (const file of firstLoadChunks(this.environment.config.root, bundle)) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') hint(bundle, chunk);
        }
      },
    },
  };
}
