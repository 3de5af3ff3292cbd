import { describe, expect, it } from 'vitest';
import { chunkClosure } from './route-preloads';

/** A browser build's manifest: each chunk's file and the chunks it imports statically. */
const manifest = {
  'src/main.tsx': { file: 'assets/main.js', imports: ['_store.js'] },
  '_store.js': { file: 'assets/store.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_store.js'] },
  'src/features/content/faq-route.tsx': {
    file: 'assets/faq-route.js',
    imports: ['_shared.js', 'src/main.tsx'],
  },
};

describe('chunkClosure', () => {
  it('lists a route chunk after everything it imports, each once', () => {
    expect(chunkClosure(manifest, 'src/features/content/faq-route.tsx')).toEqual([
      'assets/store.js',
      'assets/shared.js',
      'assets/main.js',
      'assets/faq-route.js',
    ]);
  });

  it('fails loudly on a chunk the manifest does not have', () => {
    expect(() => chunkClosure(manifest, 'src/gone.tsx')).toThrow(
      "the build's manifest has no chunk src/gone.tsx",
    );
  });
});
