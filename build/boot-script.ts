/**
 * Every page names one script: the boot script (src/lib/hydration/boot.js), a classic script in
 * <head> that keeps the shopper's early input and starts the app after the first paint
 * (docs/page-loading.md). index.html names no module itself: the app's entry is a build input of
 * its own, and this plugin adds the boot script's tag, naming on it the entry (`data-entry`) and
 * the modules to fetch with it (`data-preload`: everything the entry imports).
 * The dev server gets the same tag with the source files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minify, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';

const BOOT_SCRIPT = 'src/lib/hydration/boot.js';
const BOOT_SCRIPT_NAME = 'boot.js';
const ENTRY_NAME = 'main';

interface BootScriptOptions {
  /** The app's entry module, e.g. 'src/main.tsx'. */
  entry: string;
}

/** The tag of the boot script, as written into every page. */
export function bootScriptTag(src: string, entry: string, preload: string[]): HtmlTagDescriptor {
  return {
    tag: 'script',
    attrs: { src, 'data-entry': entry, ...(preload.length > 0 && { 'data-preload': preload.join(' ') }) },
    injectTo: 'head',
  };
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

function chunkOf(bundle: Rollup.OutputBundle, root: string, module: string): Rollup.OutputChunk | undefined {
  const id = path.resolve(root, module);
  return Object.values(bundle).find(
    (output): output is Rollup.OutputChunk => output.type === 'chunk' && output.facadeModuleId === id,
  );
}

export function bootScript({ entry }: BootScriptOptions): Plugin {
  let root = process.cwd();
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
      // It holds up the first paint while it downloads: as small as it can be.
      const { code, errors } = await minify(
        BOOT_SCRIPT_NAME,
        readFileSync(path.resolve(root, BOOT_SCRIPT), 'utf8'),
      );
      if (errors.length > 0)
        throw new Error(`boot-script: ${errors.map((error) => error.message).join('; ')}`);
      this.emitFile({ type: 'asset', name: BOOT_SCRIPT_NAME, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, server }) {
        if (server || !bundle) return [bootScriptTag(`/${BOOT_SCRIPT}`, `/${entry}`, [])];
        const boot = Object.values(bundle).find(
          (output) => output.type === 'asset' && output.names.includes(BOOT_SCRIPT_NAME),
        );
        const main = chunkOf(bundle, root, entry);
        if (!boot || !main) throw new Error('boot-script: the boot script or the entry was not built');
        const preload = [...new Set(staticImports(bundle, main.fileName))].filter(
          (file) => file !== main.fileName,
        );
        return [
          bootScriptTag(
            `/${boot.fileName}`,
            `/${main.fileName}`,
            preload.map((file) => `/${file}`),
          ),
        ];
      },
    },
  };
}
