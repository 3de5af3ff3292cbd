/**
 * The stack's floor page (bench/floor/floor.mjs), built into the mock build's folder and served
 * beside the store's pages at FLOOR_ROUTE: `/faq`'s prerendered HTML with the floor's code in
 * place of the store's.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { repoRoot } from './build.mjs';

export const FLOOR_ROUTE = '/bench-floor';
/** The prerendered page the floor's code runs over. */
const FLOOR_HTML_OF = 'faq.html';
const MANIFEST = 'bench-floor-manifest.json';
/** V8's explicit compile hint, as build/compile-hints.ts writes it. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Every script the HTML names (the store's code, and its inline boot script). */
const SCRIPTS =
  /<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>|<link\b[^>]*rel="modulepreload"[^>]*>/g;

/** The entry's file and every file it imports, from Vite's manifest. */
function filesOf(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, files);
  return files;
}

/** Builds the floor into `outDir` (a store build already there) and writes its page; answers the page's file. */
export async function buildFloor(outDir) {
  const root = path.resolve(repoRoot, outDir);
  await build({
    configFile: false,
    root: repoRoot,
    logLevel: 'error',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: root,
      emptyOutDir: false,
      manifest: MANIFEST,
      copyPublicDir: false,
      rollupOptions: { input: { 'bench-floor': path.join(repoRoot, 'bench/floor/floor.mjs') } },
    },
  });
  const manifestFile = path.join(root, MANIFEST);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  rmSync(manifestFile);
  const [entry, ...imports] = [...filesOf(manifest, 'bench/floor/floor.mjs')];
  // The store's build opens each chunk a page loads first with V8's compile hint
  // (build/compile-hints.ts); the floor's code gets it too, so the ratios compare like with like.
  for (const file of [entry, ...imports]) {
    const code = path.join(root, file);
    writeFileSync(code, `${COMPILE_HINT}\n${readFileSync(code, 'utf8')}`);
  }
  const tags = [
    `<script type="module" crossorigin src="/${entry}"></script>`,
    ...imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  const html = readFileSync(path.join(root, FLOOR_HTML_OF), 'utf8')
    .replace(SCRIPTS, '')
    .replace('</head>', `${tags}</head>`);
  const page = path.join(root, `${FLOOR_ROUTE.slice(1)}.html`);
  writeFileSync(page, html);
  return page;
}
