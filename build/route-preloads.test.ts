import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { firstAddToCartCode, routePreloads } from './route-preloads';

const root = path.resolve(import.meta.dirname, '..');

/** A chunk of a fake build: its file, name, the module it stands for and its static imports. */
function chunk(fileName: string, name: string, imports: string[] = [], module?: string): Rollup.OutputChunk {
  const facadeModuleId = module ? path.resolve(root, module) : null;
  return { type: 'chunk', fileName, name, imports, facadeModuleId } as unknown as Rollup.OutputChunk;
}

function bundleOf(...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(chunks.map((output) => [output.fileName, output]));
}

const build = bundleOf(
  chunk('assets/store.js', 'store'),
  chunk('assets/faq-route.js', 'faq-route', ['assets/store.js'], 'src/features/content/faq-route.tsx'),
  chunk('assets/cart-route.js', 'cart-route', ['assets/store.js'], 'src/features/cart/cart-route.tsx'),
  chunk('assets/graphql-request.js', 'graphql-request'),
  chunk('assets/cart-requests.js', 'cart-requests', ['assets/graphql.js', 'assets/store.js']),
  chunk('assets/graphql.js', 'graphql'),
  chunk('assets/reshape-cart.js', 'reshape-cart', ['assets/schemas.js', 'assets/store.js']),
  chunk('assets/schemas.js', 'schemas'),
  chunk(
    'assets/cart-drawer.js',
    'cart-drawer',
    ['assets/store.js', 'assets/modal.js'],
    'src/features/cart/cart-drawer.tsx',
  ),
  chunk('assets/modal.js', 'modal', ['assets/store.js']),
);

describe('routePreloads', () => {
  it("names a page's route module and what it imports", () => {
    expect(routePreloads(root, build)('/faq')).toEqual(['/assets/faq-route.js', '/assets/store.js']);
  });

  it('adds the chunks the route table preloads for a page, the cart page its Storefront requests', () => {
    expect(routePreloads(root, build)('/cart')).toEqual([
      '/assets/cart-route.js',
      '/assets/store.js',
      '/assets/graphql-request.js',
      '/assets/cart-requests.js',
      '/assets/graphql.js',
      '/assets/reshape-cart.js',
      '/assets/schemas.js',
    ]);
  });

  it('fails the build when a preloaded chunk is not there, so a renamed one is noticed', () => {
    const without = Object.fromEntries(
      Object.entries(build).filter(([file]) => file !== 'assets/reshape-cart.js'),
    );
    expect(() => routePreloads(root, without)('/cart')).toThrow(/"reshape-cart", which names 0 chunks/);
  });
});

describe('firstAddToCartCode', () => {
  it('names the cart drawer and the Storefront requests the cart page preloads, with what they import', () => {
    expect(firstAddToCartCode(root, build)).toEqual({
      drawer: ['/assets/cart-drawer.js', '/assets/store.js', '/assets/modal.js'],
      requests: [
        '/assets/graphql-request.js',
        '/assets/cart-requests.js',
        '/assets/graphql.js',
        '/assets/reshape-cart.js',
        '/assets/schemas.js',
      ],
    });
  });

  it('fails the build when the drawer is no chunk of its own, so a moved one is noticed', () => {
    const without = Object.fromEntries(
      Object.entries(build).filter(([file]) => file !== 'assets/cart-drawer.js'),
    );
    expect(() => firstAddToCartCode(root, without)).toThrow(/cart-drawer\.tsx was not built/);
  });
});
