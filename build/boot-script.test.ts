import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { bootScriptTags, builtBootScript, scriptHashSource, staticImports } from './boot-script';

/** A build's output with only what `staticImports` reads: each chunk's static imports. */
function bundleOf(chunks: Record<string, string[]>, assets: string[] = []): Rollup.OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const [fileName, imports] of Object.entries(chunks))
    bundle[fileName] = { type: 'chunk', fileName, imports };
  for (const fileName of assets) bundle[fileName] = { type: 'asset', fileName };
  return bundle as Rollup.OutputBundle;
}

describe('staticImports', () => {
  it('lists what a chunk imports, then what each import imports, in load order', () => {
    const bundle = bundleOf({
      'main.js': ['store.js', 'shared.js'],
      'store.js': ['runtime.js'],
      'shared.js': [],
      'runtime.js': [],
    });
    expect(staticImports(bundle, 'main.js')).toEqual(['store.js', 'runtime.js', 'shared.js']);
  });

  it('names a chunk imported twice, or in a cycle, once, and never the chunk itself', () => {
    const bundle = bundleOf({
      'main.js': ['a.js', 'b.js'],
      'a.js': ['shared.js', 'main.js'],
      'b.js': ['shared.js'],
      'shared.js': ['a.js'],
    });
    expect(staticImports(bundle, 'main.js')).toEqual(['a.js', 'shared.js', 'b.js']);
  });

  it('is empty for a chunk that imports nothing, an asset and a file not in the build', () => {
    const bundle = bundleOf({ 'main.js': [] }, ['boot.js']);
    expect(staticImports(bundle, 'main.js')).toEqual([]);
    expect(staticImports(bundle, 'boot.js')).toEqual([]);
    expect(staticImports(bundle, 'missing.js')).toEqual([]);
  });
});

describe('bootScriptTags', () => {
  it('writes the boot script first, then names the entry as a module and each module it imports as a preload', () => {
    expect(
      bootScriptTags('(()=>{})()', '/assets/main.js', ['/assets/store.js', '/assets/shared.js']),
    ).toEqual([
      { tag: 'script', children: '(()=>{})()', injectTo: 'head' },
      {
        tag: 'script',
        attrs: { type: 'module', crossorigin: true, src: '/assets/main.js' },
        injectTo: 'head',
      },
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/store.js' },
        injectTo: 'head',
      },
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/shared.js' },
        injectTo: 'head',
      },
    ]);
  });

  it('has no preload when there is nothing to preload (the dev server)', () => {
    const tags = bootScriptTags('(()=>{})()', '/src/main.tsx', []);
    expect(tags.map((tag) => tag.tag)).toEqual(['script', 'script']);
  });
});

describe('the boot script as pages carry it', () => {
  it('is minified, and its hash is the CSP source that allows exactly that text', async () => {
    const code = await builtBootScript(process.cwd());
    expect(code.length).toBeLessThan(4_000);
    expect(code).not.toContain('\n');
    expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
