/**
 * The JavaScript a route needs on first load: the entry chunk, the route module's chunk, the chunks
 * the route table names as its `preload`, and every chunk these import statically (transitively),
 * each counted once, gzipped as a server would send it. Other dynamic imports (other routes, lazy
 * dialogs) are not part of the first load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function readManifest(outDir) {
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}

function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);
  return entries[0];
}

/** Manifest keys reachable from `roots` through static imports. */
function staticClosure(manifest, roots) {
  const seen = new Set();
  const pending = [...roots];
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

function gzippedSize(outDir, file, cache) {
  if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(path.join(outDir, file))).length);
  return cache.get(file);
}

/** [{ path, module, chunks, files, gzipBytes }] for each route of the table. */
export function firstLoadJs(outDir, routes) {
  const manifest = readManifest(outDir);
  const entry = entryKey(manifest);
  const sizes = new Map();
  const named = (name) => Object.keys(manifest).filter((key) => manifest[key].name === name);
  return routes.map(({ path: routePath, module, preload = [] }) => {
    if (!manifest[module]) throw new Error(`The build has no chunk for ${module} (route ${routePath})`);
    const files = staticClosure(manifest, [entry, module, ...preload.flatMap(named)])
      .map((key) => manifest[key].file)
      .filter((file) => file.endsWith('.js'));
    const gzipBytes = files.reduce((total, file) => total + gzippedSize(outDir, file, sizes), 0);
    return { path: routePath, module, chunks: files.length, files, gzipBytes };
  });
}

/** Names a built file ('assets/browser-x.js' or just 'browser-x.js') by its source, when the manifest knows it. */
export function sourceNamer(outDir) {
  const manifest = readManifest(outDir);
  const sources = new Map(
    Object.entries(manifest).map(([key, chunk]) => [path.basename(chunk.file), chunk.src ?? key]),
  );
  return (file) => {
    const source = sources.get(path.basename(file));
    return source ? `${path.basename(file)} (${source})` : file;
  };
}

/**
 * The boot script every page carries before any module (src/lib/hydration/boot.js, written into
 * each page's head by build/boot-script.ts): its gzipped size.
 */
export function bootScriptGzip(outDir) {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return inline ? gzipSync(inline).length : null;
}
