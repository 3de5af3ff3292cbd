/**
 * `vite build` builds the browser app, then a Node build of src/entry-prerender.tsx, then renders
 * every page, with the backends of the mode (mock backends in-process, or the live services), into
 * the built index.html (build/page-html.ts) as dist/<page>.html, so a shopper reads the page before
 * any script has run, and with none at all (docs/page-loading.md). The app's other addresses get
 * dist/shell.html, which the app renders itself, and addresses the app has no page for
 * dist/404.html with status 404; `vite preview` serves them as Firebase Hosting does (firebase.json,
 * build/hosting-config.ts). Last come dist/sitemap.xml, every prerendered page that may be listed
 * (not the noindex ones: cart, search, login) dated by the last change of its content,
 * dist/robots.txt naming it, and for AI agents dist/llms.txt and each product page's markdown twin
 * (build/agent-files.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serialize } from 'parse5';
import type { BuildEnvironment, Plugin, Rollup, ViteBuilder } from 'vite';
import type * as PrerenderEntry from '../src/entry-prerender';
import { hostingRewrites, rewriteFor } from './hosting-config';
import { writeAgentFiles, type AgentPage } from './agent-files';
import {
  addHeldFormCode,
  addModulePreloads,
  fillTemplate,
  saysNoindex,
  shellOf,
  titleAndDescription,
} from './page-html';
import { firstAddToCartCode, routePreloads } from './route-preloads';
import { robotsTxt, sitemapXml, type SitemapPage } from './sitemap';

const PRERENDER_ENTRY = 'src/entry-prerender.tsx';
/** The build's Node output: the prerenderer and, with no backend configured, the local services. */
export const NODE_OUT_DIR = 'node_modules/.store-prerender';
/** The page served for addresses that have no prerendered file: the app renders them itself. */
const SHELL_PAGE = 'shell.html';
/** What Hosting answers, with status 404, for an address that has no page (prerendered as `/404`). */
const NOT_FOUND_PAGE = '404.html';
const SITEMAP = 'sitemap.xml';
const ROBOTS = 'robots.txt';

/** `/` is index.html, `/faq` is faq.html: what Firebase Hosting's cleanUrls and vite preview serve. */
export function htmlFileOf(page: string): string {
  return page === '/' ? 'index.html' : `${page.slice(1)}.html`;
}

/** The browser build's files by name, as plugins see its bundle. */
function bundleOf(built: Awaited<ReturnType<ViteBuilder['build']>>): Rollup.OutputBundle {
  if (!('output' in built)) throw new Error('prerender: the browser build gave no output');
  return Object.fromEntries(built.output.map((file) => [file.fileName, file]));
}

async function buildAndPrerender(builder: ViteBuilder, mock: boolean): Promise<void> {
  const { client, ssr } = builder.environments as Record<'client' | 'ssr', BuildEnvironment>;
  const built = await builder.build(client);
  await builder.build(ssr);
  const outDir = path.resolve(client.config.root, client.config.build.outDir);
  const serverEntry = path.resolve(ssr.config.root, NODE_OUT_DIR, 'entry-prerender.js');
  const prerender = (await import(pathToFileURL(serverEntry).href)) as typeof PrerenderEntry;
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  writeFileSync(
    path.join(outDir, SHELL_PAGE),
    serialize(shellOf(template, await prerender.baselineStyles())),
  );
  const origin = prerender.siteOrigin();

  let pages: string[];
  const stopBackends = await prerender.startBackends();
  try {
    pages = await prerender.pagesToPrerender();
  } catch (error) {
    // A live build whose services cannot be reached still makes a working store, rendered in the
    // browser; the mock backends, though, always answer.
    stopBackends();
    if (mock) throw error;
    client.logger.warn(`Pages not prerendered, the live backends did not answer: ${String(error)}`);
    // No pages, so no sitemap: robots.txt names none rather than one that is not there.
    writeFileSync(path.join(outDir, ROBOTS), robotsTxt(origin, { sitemap: false }));
    return;
  }
  const started = Date.now();
  const listed: SitemapPage[] = [];
  const forAgents: AgentPage[] = [];
  let store: PrerenderEntry.StoreWords | undefined;
  const preloadsOf = routePreloads(client.config.root, bundleOf(built));
  const cartCode = firstAddToCartCode(client.config.root, bundleOf(built));
  try {
    for (const page of pages) {
      const file = path.join(outDir, htmlFileOf(page));
      mkdirSync(path.dirname(file), { recursive: true });
      const rendered = await prerender.renderPage(page);
      const document = fillTemplate(template, rendered);
      addModulePreloads(document, preloadsOf(page));
      addHeldFormCode(document, cartCode);
      writeFileSync(file, serialize(document));
      const listable = !saysNoindex(document);
      if (listable) listed.push({ path: page, lastModified: rendered.lastModified });
      forAgents.push({ path: page, listed: listable, twin: rendered.twin, ...titleAndDescription(document) });
      store ??= rendered.store;
    }
  } finally {
    stopBackends();
  }
  const sitemap = listed.length > 0;
  if (sitemap) writeFileSync(path.join(outDir, SITEMAP), sitemapXml(origin, listed));
  writeFileSync(path.join(outDir, ROBOTS), robotsTxt(origin, { sitemap }));
  if (store) writeAgentFiles(outDir, origin, store, forAgents);
  client.logger.info(`prerendered ${pages.length} pages in ${Date.now() - started} ms`);
}

/** `vite build` builds the browser app, then the prerender entry, then the pages (see above). */
export function prerender({ mock, servicesEntry }: { mock: boolean; servicesEntry: string }): Plugin {
  return {
    name: 'store:prerender',
    apply: 'build',
    config: () => ({
      // Vite's builder builds more than the browser app: with it, `buildApp` below runs the build.
      builder: {},
      environments: {
        ssr: {
          build: {
            outDir: NODE_OUT_DIR,
            emptyOutDir: true,
            copyPublicDir: false,
            manifest: false,
            rollupOptions: {
              input: {
                'entry-prerender': PRERENDER_ENTRY,
                ...(mock ? { services: servicesEntry } : {}),
              },
            },
          },
        },
      },
    }),
    buildApp: (builder) => buildAndPrerender(builder, mock),
  };
}

/**
 * `vite preview` answers a page address as Hosting does: the page's prerendered file, else the shell
 * for an address of the app (firebase.json's rewrites), else "Page not found" with status 404 (a
 * mistyped link, `/package.json`). Only requests for a page are judged; images and scripts are not.
 */
export function shellFallback(): Plugin {
  return {
    name: 'store:shell-fallback',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const rewrites = hostingRewrites(server.config.root);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview.invalid');
        const pathname = url.pathname.replace(/(.)\/$/, '$1');
        if (!req.headers.accept?.includes('text/html') || pathname === '/') return next();
        const file = path.join(outDir, path.extname(pathname) ? pathname : htmlFileOf(pathname));
        if (file.startsWith(outDir + path.sep) && existsSync(file)) return next();
        const rewrite = rewriteFor(rewrites, pathname);
        if (rewrite) {
          req.url = `${rewrite.destination}${url.search}`;
          return next();
        }
        const notFound = path.join(outDir, NOT_FOUND_PAGE);
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(existsSync(notFound) ? readFileSync(notFound) : 'Page not found');
      });
    },
  };
}
