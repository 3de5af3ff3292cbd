import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, firstLoadChunks, hint } from './compile-hints';
import { readRouteTable } from './route-table.mjs';

const root = path.resolve(import.meta.dirname, '..');

interface FakeChunk {
  imports?: string[];
  module?: string;
  isEntry?: boolean;
}

/** A build's output with what the hint reads: each chunk's name, imports, module and entry flag. */
function bundleOf(chunks: Record<string, FakeChunk>): Rollup.OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const [fileName, { imports = [], module, isEntry = false }] of Object.entries(chunks)) {
    const name = path.basename(fileName, '.js');
    const facadeModuleId = module ? path.resolve(root, module) : null;
    bundle[fileName] = { type: 'chunk', fileName, name, imports, facadeModuleId, isEntry, code: 'code();' };
  }
  return bundle as Rollup.OutputBundle;
}

/** The store's entry, a page module for every route of the table, the cart's preloads and a dialog. */
function storeBuild(): Rollup.OutputBundle {
  const pages = Object.fromEntries(
    readRouteTable(root).map((route, index) => [
      `assets/page-${index}.js`,
      { module: route.module, imports: ['assets/main.js'] },
    ]),
  );
  return bundleOf({
    'assets/main.js': { isEntry: true, imports: ['assets/runtime.js'] },
    'assets/runtime.js': {},
    ...pages,
    'assets/graphql-request.js': {},
    'assets/cart-requests.js': { imports: ['assets/graphql.js'] },
    'assets/graphql.js': {},
    'assets/reshape-cart.js': {},
    'assets/quiz-dialog.js': { imports: ['assets/main.js'] },
  });
}

describe('compile hints', () => {
  it('go on the chunks pages load before they answer: the entry, every page and what they preload', () => {
    const files = firstLoadChunks(root, storeBuild());
    expect(files).toContain('assets/main.js');
    expect(files).toContain('assets/runtime.js');
    expect(files).toContain('assets/page-0.js');
    expect(files).toContain('assets/cart-requests.js');
    expect(files).toContain('assets/graphql.js');
    expect(files).not.toContain('assets/quiz-dialog.js');
  });

  it('open the file, and move its source map one line down', () => {
    const bundle = storeBuild();
    bundle['assets/main.js.map'] = {
      type: 'asset',
      fileName: 'assets/main.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA' }),
    } as Rollup.OutputAsset;
    const main = bundle['assets/main.js'] as Rollup.OutputChunk;
    hint(bundle, main);
    expect(main.code).toBe(`${COMPILE_HINT}\ncode();`);
    const map = JSON.parse((bundle['assets/main.js.map'] as Rollup.OutputAsset).source as string);
    expect(map.mappings).toBe(';AAAA');
  });
});
