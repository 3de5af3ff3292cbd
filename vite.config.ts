/// <reference types="vitest/config" />
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  defineConfig,
  loadEnv,
  type BuilderOptions,
  type BuildEnvironment,
  type Connect,
  type Plugin,
} from 'vite';
import react from '@vitejs/plugin-react';
import compression from 'compression';
import { MOCK_IMAGES_PATH, mockImages } from './mocks/images';
import { parseEnv } from './src/config/env-schema';
import type * as PrerenderEntry from './src/entry-prerender';

const WORKER_FILE = 'mockServiceWorker.js';
const workerPath = new URL(`./mocks/public/${WORKER_FILE}`, import.meta.url);

/**
 * Serves and emits MSW's worker and the mock images in mock mode only, so a live build ships no
 * mock code and no mock file at all.
 */
function mockServiceWorker(enabled: boolean): Plugin {
  return {
    name: 'store:mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerPath));
      });
      const images = mockImages(server.config.root);
      server.middlewares.use(MOCK_IMAGES_PATH, (req, res, next) => {
        const name = decodeURIComponent(new URL(req.url ?? '/', 'http://dev.invalid').pathname.slice(1));
        void images.then((files) => {
          const svg = files.get(name);
          if (svg === undefined) return next();
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(svg);
        }, next);
      });
    },
    async generateBundle() {
      if (!enabled || this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: readFileSync(workerPath) });
      for (const [name, svg] of await mockImages(this.environment.config.root)) {
        this.emitFile({ type: 'asset', fileName: `${MOCK_IMAGES_PATH.slice(1)}/${name}`, source: svg });
      }
    },
    // main.tsx awaits the small module that starts the mock backends on demand before it renders:
    // fetch it in parallel with the entry instead of after it.
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!enabled || !bundle) return;
        const mocks = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/mocks/on-demand.ts'),
        );
        if (!mocks || mocks.type !== 'chunk') return;
        const missing = [mocks.fileName, ...mocks.imports].filter((fileName) => !html.includes(fileName));
        return missing.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The store's theme does not use MUI's CSS variables (theme.ts: no `cssVariables`), yet
 * `createTheme` imports their builder for themes that do: 4.5 kB gzip of every first load. This
 * swaps that one import for a module that says why it is missing, should a theme ever ask for it.
 */
function themeWithoutCssVariables(): Plugin {
  const replacement = '\0store:no-css-variables-theme';
  return {
    name: 'store:theme-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromCreateTheme = importer?.replace(/\\/g, '/').endsWith('/@mui/material/styles/createTheme.mjs');
      return source === './createThemeWithVars.mjs' && fromCreateTheme ? replacement : undefined;
    },
    load(id) {
      if (id !== replacement) return undefined;
      return `export default function createThemeWithVars() {
  throw new Error('This store builds its MUI theme without CSS variables (see themeWithoutCssVariables in vite.config.ts).');
}`;
    },
  };
}

const PRERENDER_ENTRY = 'src/entry-prerender.tsx';
const PRERENDER_OUT_DIR = 'node_modules/.store-prerender';
/** The page served for addresses that have no prerendered file: the app renders them itself. */
const SHELL_PAGE = 'shell.html';

type PrerenderModule = typeof PrerenderEntry;

/** `/` is index.html, `/faq` is faq.html: what Firebase Hosting's cleanUrls and vite preview serve. */
function htmlFileOf(page: string): string {
  return page === '/' ? 'index.html' : `${page.slice(1)}.html`;
}

function fillTemplate(template: string, page: Awaited<ReturnType<PrerenderModule['renderPage']>>): string {
  let html = template;
  if (page.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
  if (page.head.includes('name="description"')) html = html.replace(/<meta\s+name="description"[^>]*>/, '');
  return html
    .replace('</head>', `${page.head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.body}</div><script type="application/json" id="store-state">${page.state}</script>`,
    );
}

/**
 * `vite build` builds the browser app, then a Node build of src/entry-prerender.tsx, then renders
 * every page to dist/<page>.html with the backends of the mode (mock backends in-process, or the
 * live services), so a shopper reads the page before any script has run.
 */
function buildAndPrerender(mock: boolean): BuilderOptions['buildApp'] {
  return async (builder) => {
    const { client, ssr } = builder.environments as Record<'client' | 'ssr', BuildEnvironment>;
    await builder.build(client);
    await builder.build(ssr);
    const outDir = path.resolve(client.config.root, client.config.build.outDir);
    const serverEntry = path.resolve(ssr.config.root, PRERENDER_OUT_DIR, 'entry-prerender.js');
    const prerender = (await import(pathToFileURL(serverEntry).href)) as PrerenderModule;
    const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    writeFileSync(path.join(outDir, SHELL_PAGE), template);

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
      return;
    }
    const started = Date.now();
    try {
      for (const page of pages) {
        const file = path.join(outDir, htmlFileOf(page));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, fillTemplate(template, await prerender.renderPage(page)));
      }
    } finally {
      stopBackends();
    }
    client.logger.info(`prerendered ${pages.length} pages in ${Date.now() - started} ms`);
  };
}

/** `vite preview` serves a page's prerendered file, and the shell for every other address. */
function shellFallback(): Plugin {
  return {
    name: 'store:shell-fallback',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview.invalid');
        const wantsPage = req.headers.accept?.includes('text/html') && !path.extname(url.pathname);
        if (wantsPage && url.pathname !== '/') {
          const file = path.join(outDir, htmlFileOf(url.pathname.replace(/\/$/, '')));
          if (!file.startsWith(outDir) || !existsSync(file)) req.url = `/${SHELL_PAGE}${url.search}`;
        }
        next();
      });
    },
  };
}

const START_SCRIPT = 'src/boot/start-after-paint.js';
const START_SCRIPT_NAME = 'start.js';

/**
 * In a build, the page's module script and modulepreload links become one small deferred classic
 * script (src/boot/start-after-paint.js) that adds them right after the first paint: the
 * prerendered page shows before the app downloads. Content-Security-Policy stays `script-src 'self'`.
 */
function startAfterPaint(): Plugin {
  let emitted = false;
  return {
    name: 'store:start-after-paint',
    apply: 'build',
    buildStart() {
      if (this.environment.name !== 'client') return;
      emitted = true;
      this.emitFile({
        type: 'asset',
        name: START_SCRIPT_NAME,
        source: readFileSync(path.resolve(this.environment.config.root, START_SCRIPT)),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!emitted || !bundle) return;
        const start = Object.values(bundle).find(
          (output) => output.type === 'asset' && output.names.includes(START_SCRIPT_NAME),
        );
        if (!start) throw new Error('start-after-paint: the start script was not emitted');
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('start-after-paint: the built page has no module script');
        const preloads: string[] = [];
        const rest = html
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
            preloads.push(href);
            return '';
          });
        const src = `/${start.fileName}`;
        const tag = `<script defer src="${src}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`;
        return rest.replace('</head>', `    ${tag}\n  </head>`);
      },
    },
  };
}

/**
 * `vite preview` compresses what it serves (brotli or gzip), as Firebase Hosting does: `npm start`
 * and the benchmarks then download the store as a shopper would.
 */
function previewCompression(): Plugin {
  return {
    name: 'store:preview-compression',
    configurePreviewServer(server) {
      server.middlewares.use(compression() as Connect.NextHandleFunction);
    },
  };
}

export default defineConfig(({ mode }) => {
  const appEnv = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  const mock = appEnv.mode === 'mock';
  const port = Number(process.env.PORT) || 5173;

  return {
    plugins: [
      themeWithoutCssVariables(),
      react(),
      mockServiceWorker(mock),
      startAfterPaint(),
      previewCompression(),
      shellFallback(),
    ],
    define: {
      __MOCK_BACKENDS__: JSON.stringify(mock),
      __STORE_ENV__: JSON.stringify(appEnv),
      __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    },
    server: { port },
    preview: { port },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      rollupOptions: {
        output: {
          // Everything a page needs before any route (React, the router, MUI's core, the frame) in
          // one chunk rather than two dozen small shared ones: fewer requests, one gzip stream.
          codeSplitting: { groups: [{ name: 'store', tags: ['$initial'] }] },
        },
      },
    },
    environments: {
      ssr: {
        build: {
          outDir: PRERENDER_OUT_DIR,
          emptyOutDir: true,
          manifest: false,
          rollupOptions: { input: PRERENDER_ENTRY },
        },
      },
    },
    builder: { buildApp: buildAndPrerender(mock) },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts'],
            include: [
              'src/**/*.test.{ts,tsx}',
              'mocks/**/*.test.ts',
              'schemas/**/*.test.ts',
              'tests/unit/**/*.test.{ts,tsx}',
            ],
            restoreMocks: true,
            // Test files share one module graph per worker (3x faster); tests/setup.ts unmounts the DOM
            // and resets the MSW handlers after every test, and the render helpers make a new QueryClient.
            isolate: false,
            testTimeout: 15_000,
          },
        },
        {
          // The Cloud Functions run in Node with their own fakes (msw/node, a local Firestore): no
          // DOM, no app setup, and a fresh module graph per file since firebase-admin keeps state.
          test: {
            name: 'functions',
            root: './functions',
            environment: 'node',
            include: ['src/**/*.test.ts'],
            restoreMocks: true,
            testTimeout: 15_000,
          },
        },
      ],
    },
  };
});
