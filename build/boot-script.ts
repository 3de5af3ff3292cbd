/**
 * The scripts of every page's <head>: first the boot script (src/lib/hydration/boot.js), a classic
 * script that does what must happen before the page is shown (docs/page-loading.md), written into
 * the page itself (no request, no round trip before the first paint) and allowed by its hash in
 * firebase.json's Content-Security-Policy; then the app's entry as a module script and a
 * `modulepreload` link for every module it imports, so the browser fetches them all at once, beside
 * the page's images. (The prerenderer adds the page's own route module and its imports,
 * build/route-preloads.ts.)
 * index.html names no module itself: the app's entry is a build input of its own. The dev server
 * gets the same tags with the source files.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minify, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import { hostingHeader } from './hosting-config';

const BOOT_SCRIPT = 'src/lib/hydration/boot.js';
const ENTRY_NAME = 'main';

/** The CSP source that allows an inline script: `'sha256-…'` of its text. */
export const scriptHashSource = (code: string): string =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The boot script as every page carries it, minified: it runs before the first paint. */
export async function builtBootScript(root: string): Promise<string> {
  const { code, errors } = await minify('boot.js', readFileSync(path.resolve(root, BOOT_SCRIPT), 'utf8'));
  if (errors.length > 0) throw new Error(`boot-script: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim();
}

/** Fails the build when the Content-Security-Policy Hosting sends would block the boot script. */
function checkPolicyAllows(root: string, code: string): void {
  const policy = hostingHeader(root, '/', 'Content-Security-Policy') ?? '';
  const scriptSources = /(?:^|;)\s*script-src([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ?? [];
  const needed = scriptHashSource(code);
  if (!scriptSources.includes(needed))
    throw new Error(
      `boot-script: firebase.json's Content-Security-Policy must allow the boot script as it is now: ` +
        `put ${needed} in its script-src (in place of the older hash).`,
    );
}

interface BootScriptOptions {
  /** The app's entry module, e.g. 'src/main.tsx'. */
  entry: string;
}

/** A `modulepreload` link: the browser fetches (and parses) the module before anything imports it. */
export const modulePreloadTag = (href: string): HtmlTagDescriptor => ({
  tag: 'link',
  attrs: { rel: 'modulepreload', crossorigin: true, href },
  injectTo: 'head',
});

/** The boot script, then the app's entry and the modules it imports, as written into every page. */
export function bootScriptTags(boot: string, entry: string, preload: string[]): HtmlTagDescriptor[] {
  return [
    { tag: 'script', children: boot, injectTo: 'head' },
    { tag: 'script', attrs: { type: 'module', crossorigin: true, src: entry }, injectTo: 'head' },
    ...preload.map(modulePreloadTag),
  ];
}

/** The chunks a chunk imports statically, transitively, in load order (the chunk itself excluded). */
export function staticImports(
  bundle: Rollup.OutputBundle,
  fileName: string,
  seen = new Set([fileName]),
): string[] {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return [];
  const found: string[] = [];
  for (const imported of chunk.imports) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    found.push(imported, ...staticImports(bundle, imported, seen));
  }
  return found;
}

/** The chunk a source module (`src/…`, relative to `root`) was built into. */
export function chunkOf(
  bundle: Rollup.OutputBundle,
  root: string,
  module: string,
): Rollup.OutputChunk | undefined {
  const id = path.resolve(root, module);
  return Object.values(bundle).find(
    (output): output is Rollup.OutputChunk => output.type === 'chunk' && output.facadeModuleId === id,
  );
}

export function bootScript({ entry }: BootScriptOptions): Plugin {
  let root = process.cwd();
  let boot = '';
  return {
    name: 'store:boot-script',
    configResolved(config) {
      root = config.root;
    },
    configEnvironment(name, config, { command }) {
      if (name !== 'client' || command !== 'build') return undefined;
      const input = config.build?.rollupOptions?.input ?? 'index.html';
      return { build: { rollupOptions: { input: { index: input as string, [ENTRY_NAME]: entry } } } };
    },
    async buildStart() {
      if (this.environment.name !== 'client' || this.environment.config.command !== 'build') return;
      boot = await builtBootScript(root);
      checkPolicyAllows(root, boot);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, server }) {
        if (server || !bundle)
          return bootScriptTags(readFileSync(path.resolve(root, BOOT_SCRIPT), 'utf8'), `/${entry}`, []);
        const main = chunkOf(bundle, root, entry);
        if (!main) throw new Error('boot-script: the entry was not built');
        const preload = [...new Set(staticImports(bundle, main.fileName))].filter(
          (file) => file !== main.fileName,
        );
        return bootScriptTags(
          boot,
          `/${main.fileName}`,
          preload.map((file) => `/${file}`),
        );
      },
    },
  };
}
