/**
 * Renders store pages to HTML at build time (see `vite.config.ts`), with the same routes, loaders
 * and queries as the browser. Each page carries its query cache and router state, so the browser
 * hydrates it without a loading screen or a request, and the page reads before any script runs.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { BaselineStyles } from './app/store-classes';
import { StoreThemeProvider } from './app/theme-provider';
import { theme } from './app/theme';
import { serializePrerenderedState } from './lib/hydration/prerendered-state';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/router';
import { env } from './config/env';
import { paths, productMarkdownPath } from './config/paths';
import { fetchContent } from './lib/sanity/fetch-content';
import { conditionPageSlugsQuery } from './lib/sanity/queries/conditions';
import type { ConditionPageSlugsQueryResult } from './domain/content.generated';
import { fetchProducts } from './lib/shopify/products';
import { fetchCollectionPageHandles } from './lib/shopify/collections';
import { filterPageValues } from './domain/shop-address';
import { isAgeRestricted } from './domain/age-check';
import type { Money, Product } from './domain/commerce';
import type { LabReportSummary } from './domain/lab-report';
import { variantOffer, type SubscriptionOffer } from './domain/subscriptions';
import type { SupplementFacts } from './domain/supplement-facts';
import { CLAIM_SYMBOL } from './domain/claims';
import { customerAccountLink } from './components/customer-account';
import { purchasableVariant } from './components/purchase/use-product-purchase';
import { siteSettingsQueryOptions } from './lib/sanity/queries/site-settings';
import { productLabReportsQueryOptions } from './lib/sanity/queries/lab-reports';
import {
  productFactsQueryOptions,
  productQueryOptions,
  productSubscriptionsQueryOptions,
} from './lib/shopify';

export interface PrerenderedPage {
  /**
   * The app's markup for `#root`. React hoists the page's `<title>`, `<meta>` and `<link>` to its
   * front; the build moves them to `<head>` (build/page-html.ts).
   */
  body: string;
  /** The critical CSS, as `<style>` elements for `<head>`. */
  styles: string;
  /** JSON for the page's state data block. */
  state: string;
  /**
   * When the content the page was rendered from last changed (sitemap.xml's `<lastmod>`): the
   * newest `updatedAt` in its query data; none when that data carries no date.
   */
  lastModified?: string;
  /** What every page says of the store (llms.txt's heading: build/agent-files.ts). */
  store: StoreWords;
  /** A product page's content, for its markdown twin; none for other pages. */
  twin?: ProductTwin;
}

/** The site settings' words every page is rendered with. */
export interface StoreWords {
  name: string;
  /** The store in a paragraph (the home page's description). */
  summary: string;
  /** The mark after a structure/function claim, and the FDA statement it leads to, as the footer prints it. */
  claimSymbol: string;
  fdaStatement: string;
  /** Whether the store answers AI agents at its MCP server (`VITE_AGENTS`, docs/agents.md). */
  answersAgents: boolean;
}

/**
 * What a product page shows, read from the query cache it was rendered from, for its markdown twin
 * (build/product-markdown.ts): the same data, so the two never disagree.
 */
export interface ProductTwin {
  /** The twin's address: the page's, with `.md`. */
  path: string;
  product: Product;
  /**
   * What Add to Cart buys: the first variant for sale, its price and its Subscribe & save offer
   * (null when it has no plans or they could not be read); null when the product is sold out.
   */
  purchase: { price: Money; offer: SubscriptionOffer | null } | null;
  /** Its Supplement Facts: null when it has none, undefined when they could not be read. */
  facts: SupplementFacts | null | undefined;
  /** Its newest lab reports, as the page lists them; undefined when they could not be read. */
  labReports: LabReportSummary[] | undefined;
  /** Shopify's customer account, where a subscription is cancelled (the renewal terms' link). */
  customerAccountUrl: string;
}

const ORIGIN = 'http://prerender.invalid';

/** The store's public origin (`VITE_SITE_URL`) without a trailing slash, for sitemap.xml's addresses. */
export function siteOrigin(): string {
  return env.siteUrl.replace(/\/+$/, '');
}

/**
 * With no backend configured, starts the local services' engines in the build's own process (the
 * same handlers `npm start` serves); the returned function stops them so the build can exit.
 */
export async function startBackends(): Promise<() => void> {
  if (env.mode !== 'mock') return () => {};
  const { server } = await import('../mocks/node');
  server.listen({ onUnhandledRequest: 'error' });
  return () => server.close();
}

/**
 * Every page of the store with a fixed address, one per shop filter, one per condition page in
 * Sanity, one per product and collection in Shopify, the age question of each age-restricted
 * product's Buy Now, and "Page not found" (`/404`, written to
 * dist/404.html, which Hosting answers with status 404). (`/auth`, `/admin` and a product's review
 * form, `/products/<handle>/review`, are rendered in the browser only: they depend on the session,
 * and the admin page's data is never in a file.)
 */
export async function pagesToPrerender(): Promise<string[]> {
  const [slugs, products, collections] = await Promise.all([
    fetchContent<ConditionPageSlugsQueryResult>(conditionPageSlugsQuery),
    fetchProducts(),
    fetchCollectionPageHandles(),
  ]);
  const fixed = Object.values(paths).filter(
    (path): path is Extract<typeof path, string> =>
      typeof path === 'string' && path !== paths.auth && path !== paths.admin,
  );
  return [
    ...fixed,
    ...filterPageValues.map(paths.shopFilter),
    ...slugs.map(paths.condition),
    ...products.map((product) => paths.product(product.handle)),
    ...products.filter(isAgeRestricted).map((product) => paths.confirmAge(product.handle)),
    ...collections.map(paths.collection),
    '/404',
  ];
}

/** An ISO 8601 date-time with its zone, as Shopify's `updatedAt` and Sanity's `_updatedAt` are. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The newest `updatedAt` at any depth of a page's query data, as given. Site settings carry none,
 * so the header and footer, on every page, date none of them.
 */
function newestUpdatedAt(data: unknown): string | undefined {
  let newest: { value: string; time: number } | undefined;
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'updatedAt' && typeof child === 'string' && DATE_TIME.test(child)) {
        const time = Date.parse(child);
        if (!Number.isNaN(time) && (!newest || time > newest.time)) newest = { value: child, time };
      } else visit(child);
    }
  };
  visit(data);
  return newest?.value;
}

/** The site settings' words, which the root route loads for every page. */
function storeWordsOf(queryClient: QueryClient): StoreWords {
  const settings = queryClient.getQueryData(siteSettingsQueryOptions.queryKey);
  if (!settings) throw new Error('prerender: a page was rendered without the site settings');
  return {
    name: settings.brandName,
    summary: settings.description,
    claimSymbol: CLAIM_SYMBOL,
    fdaStatement: `${CLAIM_SYMBOL} ${settings.fdaDisclaimer}`,
    answersAgents: env.agents,
  };
}

/**
 * A product page's twin, from the reads of its route (src/features/product/product-route.tsx, at
 * `/products/:handle` in src/app/routes.json); none for other pages, or a product not found.
 */
function productTwinOf(path: string, queryClient: QueryClient): ProductTwin | undefined {
  const handle = matchPath('/products/:handle', path)?.params.handle;
  const product = handle && queryClient.getQueryData(productQueryOptions(handle).queryKey);
  if (!handle || !product) return undefined;
  const variant = purchasableVariant(product);
  const subscriptions = queryClient.getQueryData(productSubscriptionsQueryOptions(handle).queryKey);
  const offer = variant && subscriptions ? variantOffer(subscriptions, variant.id) : null;
  return {
    path: productMarkdownPath(handle),
    product,
    purchase: variant
      ? { price: variant.price, offer: offer && offer.plans.length > 0 ? offer : null }
      : null,
    facts: queryClient.getQueryData(productFactsQueryOptions(handle).queryKey),
    labReports: queryClient.getQueryData(productLabReportsQueryOptions(handle).queryKey),
    customerAccountUrl: customerAccountLink.href,
  };
}

/**
 * `element` as HTML, with the CSS it uses as `<style>` elements for `<head>`. Rendered whole: React
 * waits for the code a page loads with `lazy()` (its sections hydrated once it answers taps,
 * docs/page-loading.md) and writes every part in place, in order, with no script.
 *
 * Each `<style>` carries `data-s`, Emotion's mark of a server style already in the head: without
 * it, the browser's Emotion cache moves every one of them to the end of the head as the app's code
 * runs, which reorders the page's style sheets, and the browser works out the style of the whole
 * page again before it hydrates (23 to 46 ms at 4x CPU, docs/performance.md).
 */
async function renderWithStyles(element: ReactNode): Promise<{ body: string; styles: string }> {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerender(<CacheProvider value={cache}>{element}</CacheProvider>, {
    progressiveChunkSize: Infinity,
  });
  const body = await new Response(prelude).text();
  const styles = emotion
    .extractCriticalToChunks(body)
    .styles.map(
      ({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
    );
  return { body, styles: styles.join('') };
}

/**
 * The baseline styles (`BaselineStyles`, src/app/store-classes.tsx) as `<style>` elements for
 * `<head>`: for the shell, which has no page of its own to render them with.
 */
export async function baselineStyles(): Promise<string> {
  const { styles } = await renderWithStyles(
    <StoreThemeProvider theme={theme}>
      <BaselineStyles />
    </StoreThemeProvider>,
  );
  return styles;
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(new URL(path, ORIGIN)));
  if (context instanceof Response) {
    throw new Error(`${path} answers with a ${context.status} redirect; only pages are prerendered`);
  }
  if (context.errors) {
    const [error] = Object.values(context.errors);
    throw new Error(`${path} could not load its data`, { cause: error });
  }
  const { body, styles } = await renderWithStyles(
    <AppProviders queryClient={queryClient} baseline={<BaselineStyles />}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
  const queries = dehydrate(queryClient);
  const state = serializePrerenderedState({
    page: path,
    queries,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  });
  const store = storeWordsOf(queryClient);
  const twin = productTwinOf(path, queryClient);
  // Its queries' garbage-collection timers would keep the build's process alive for half an hour.
  queryClient.clear();
  const lastModified = newestUpdatedAt(queries.queries.map((query) => query.state.data));
  return { body, styles, state, store, ...(lastModified && { lastModified }), ...(twin && { twin }) };
}
