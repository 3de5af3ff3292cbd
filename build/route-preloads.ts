/**
 * The code a prerendered page's route needs, for the page's `modulepreload` links: its route module
 * (the route table, src/app/routes.json) and every chunk that imports statically, from the browser
 * build's output, and the chunks its route names as `preload` (by chunk name) with theirs: code the
 * page loads with `import()` as it arrives, such as the cart page's Storefront requests. The browser
 * then fetches the page's own code in the same wave as the app's entry, instead of once the entry
 * has run.
 */
import { matchRoutes } from 'react-router-dom';
import type { Rollup } from 'vite';
import { chunkOf, staticImports } from './boot-script';
import { readRouteTable, type RouteEntry } from './route-table.mjs';

/** The one chunk named `name` (build/chunks.ts names a library's; a module loaded by `import()` names its own). */
function chunkNamed(bundle: Rollup.OutputBundle, name: string, route: string): Rollup.OutputChunk {
  const named = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk' && output.name === name,
  );
  if (named.length !== 1) {
    throw new Error(`route-preloads: ${route} preloads "${name}", which names ${named.length} chunks, not 1`);
  }
  return named[0]!;
}

/** For each page address, the addresses of the JavaScript its route needs (`/assets/…js`). */
export function routePreloads(root: string, bundle: Rollup.OutputBundle): (page: string) => string[] {
  const routes: RouteEntry[] = readRouteTable(root);
  return (page) => {
    const route = matchRoutes(routes, page)?.at(-1)?.route;
    const chunk = route && chunkOf(bundle, root, route.module);
    if (!route || !chunk) throw new Error(`route-preloads: no built route module renders ${page}`);
    const files = [chunk, ...route.preload.map((name) => chunkNamed(bundle, name, route.path))].flatMap(
      ({ fileName }) => [fileName, ...staticImports(bundle, fileName)],
    );
    return [...new Set(files)].map((file) => `/${file}`);
  };
}

/** The cart drawer, which Add to Cart opens (src/app/layout/store-shell-actions.tsx). */
const CART_DRAWER = 'src/features/cart/cart-drawer.tsx';
/** The cart page, whose `preload` names the Storefront requests that send a change of the cart. */
const CART_PAGE = '/cart';

/** The code a first Add to Cart runs, as `/assets/…js` addresses (`firstAddToCartCode`). */
export interface AddToCartCode {
  /** The cart drawer it opens, with what it imports. */
  drawer: string[];
  /** The Storefront requests that send it, as the cart page names them, but for files the drawer has. */
  requests: string[];
}

/**
 * The code a first Add to Cart runs: the cart drawer it opens and the Storefront requests that send
 * it, as the cart page names them. A page with Add to Cart names them for the boot script to fetch
 * when the shopper adds to the cart before the app listens (src/lib/hydration/boot.js, 5;
 * `addHeldFormCode`, build/page-html.ts).
 */
export function firstAddToCartCode(root: string, bundle: Rollup.OutputBundle): AddToCartCode {
  const drawer = chunkOf(bundle, root, CART_DRAWER);
  if (!drawer) throw new Error(`route-preloads: ${CART_DRAWER} was not built as a chunk of its own`);
  const cartPage = readRouteTable(root).find((route) => route.path === CART_PAGE);
  if (!cartPage) throw new Error(`route-preloads: the route table has no ${CART_PAGE}`);
  const requests = cartPage.preload.map((name) => chunkNamed(bundle, name, CART_PAGE));
  const withImports = (chunks: Rollup.OutputChunk[]) =>
    new Set(chunks.flatMap(({ fileName }) => [fileName, ...staticImports(bundle, fileName)]));
  const drawerFiles = withImports([drawer]);
  return {
    drawer: [...drawerFiles].map((file) => `/${file}`),
    requests: [...withImports(requests)].filter((file) => !drawerFiles.has(file)).map((file) => `/${file}`),
  };
}
