/**
 * The web's own rules, checked over the pages the build wrote (dist/): the W3C Nu Html Checker on
 * every page, Google's rich-result rules on every block of structured data, a canonical link on
 * every page that may be listed (and only there), and sitemap.xml against the sitemaps.org schema.
 *
 * These tests live with the browser tests because only this suite builds the store: its global
 * setup runs `npm start`, which writes dist/ before the first test file runs (with E2E_BASE_URL
 * nothing is built, and dist/ is whatever the last build left). They read files and drive no
 * browser. The Nu Html Checker is Java (the vnu-jar package): it runs once, in one JVM, over every
 * page, and a machine without Java fails here, loudly, rather than skipping the check.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { defaultTreeAdapter as tree, parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { loadEnv } from 'vite';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env-schema';
import { structuredDataProblems, structuredDataTypes } from './structured-data-rules';
import { baseUrl } from './browser';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

const require = createRequire(import.meta.url);
const DIST = path.resolve('dist');
/** The page served for the app's addresses that have no file of their own: no address of its own. */
const SHELL = 'shell.html';

/**
 * The store's public origin, as the build read it (vite.config.ts reads the same keys): a mock
 * store's is this machine on the port it is served on.
 */
const origin = parseEnv(loadEnv('production', process.cwd(), 'VITE_'), {
  port: Number(new URL(baseUrl()).port),
}).siteUrl;

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

function builtFiles(): string[] {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dist/ has no build: these tests read the pages that `npm start` builds (global setup).');
  }
  return htmlFiles(DIST).sort();
}

/** The address a page file is served at: index.html is `/`, conditions/sleep.html `/conditions/sleep`. */
function addressOf(file: string): string {
  const relative = path.relative(DIST, file).split(path.sep).join('/');
  return relative === 'index.html' ? '/' : `/${relative.replace(/\.html$/, '')}`;
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function elements(parent: ParentNode, matches: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!tree.isElementNode(child)) continue;
      if (matches(child)) found.push(child);
      visit(child);
    }
  };
  visit(parent);
  return found;
}

const textOf = (element: Element) =>
  element.childNodes.map((node) => (tree.isTextNode(node) ? tree.getTextNodeContent(node) : '')).join('');

interface BuiltPage {
  file: string;
  address: string;
  noindex: boolean;
  /** The href of each `<link rel="canonical">`, and whether it sits in <head>. */
  canonicals: { href: string | undefined; inHead: boolean }[];
  structuredData: unknown[];
  showsBreadcrumb: boolean;
}

function readPage(file: string): BuiltPage {
  const document = parse(readFileSync(file, 'utf8'));
  const [head] = elements(document, (element) => element.tagName === 'head');
  const inHead = new Set(head ? elements(head, () => true) : []);
  const canonical = (element: Element) =>
    element.tagName === 'link' &&
    (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/).includes('canonical');
  const robots = elements(
    document,
    (element) => element.tagName === 'meta' && attribute(element, 'name')?.toLowerCase() === 'robots',
  );
  return {
    file: path.relative(DIST, file),
    address: addressOf(file),
    noindex: robots.some((meta) => /\bnoindex\b/i.test(attribute(meta, 'content') ?? '')),
    canonicals: elements(document, canonical).map((link) => ({
      href: attribute(link, 'href'),
      inHead: inHead.has(link),
    })),
    structuredData: elements(
      document,
      (element) => element.tagName === 'script' && attribute(element, 'type') === 'application/ld+json',
    ).map((script) => JSON.parse(textOf(script)) as unknown),
    showsBreadcrumb:
      elements(document, (element) => attribute(element, 'aria-label') === 'Breadcrumb').length > 0,
  };
}

let pagesRead: BuiltPage[] | undefined;

/** Every page of the build but the shell, read once for the tests below. */
function builtPages(): BuiltPage[] {
  pagesRead ??= builtFiles()
    .filter((file) => path.relative(DIST, file) !== SHELL)
    .map(readPage);
  return pagesRead;
}

const canonicalOf = (page: BuiltPage) => new URL(page.address, origin).toString();

/**
 * WebMCP's declarative attributes (src/lib/webmcp/form-attributes.d.ts): a draft of the W3C Web
 * Machine Learning Community Group that Chrome is trying out, which the Nu Html Checker does not
 * know and reports as not allowed. Those reports, for these four attributes alone, are left out.
 */
const webMcpAttribute =
  /^Attribute “(toolname|tooldescription|toolautosubmit|toolparamdescription)” not allowed on element “\w+” at this point\.$/;

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

async function runNuHtmlChecker(files: string[]): Promise<NuMessage[]> {
  const jar = String(require('vnu-jar'));
  let output: { stdout: string; stderr: string };
  try {
    output = await promisify(execFile)(
      'java',
      // One short run: the JVM's quick compiler alone (C1) and its serial collector take 2.5 times
      // less CPU here than its defaults; the checker's schema needs a deep stack under C1.
      [
        '-Xss8m',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-jar',
        jar,
        '--format',
        'json',
        '--errors-only',
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string };
    if (failed.code === 'ENOENT') {
      throw new Error(
        'Java is needed to run the W3C Nu Html Checker (vnu-jar) and is not on this machine: ' +
          'install a Java runtime, 11 or later (apt-get install default-jre-headless).',
      );
    }
    // The checker exits with status 1 when it found errors: its report is still on stderr.
    if (failed.stderr === undefined) throw error;
    output = { stdout: failed.stdout ?? '', stderr: failed.stderr };
  }
  try {
    return (JSON.parse(output.stderr) as { messages: NuMessage[] }).messages;
  } catch {
    throw new Error(`The Nu Html Checker did not report in JSON:\n${output.stderr}${output.stdout}`);
  }
}

describe.concurrent('the built pages (dist/)', () => {
  it('break no rule of the W3C Nu Html Checker', { timeout: 300_000 }, async () => {
    const files = builtFiles();
    // Every prerendered page (product, collection, condition and content pages), 404 and the shell.
    expect(files.length).toBeGreaterThan(150);
    const messages = await runNuHtmlChecker(files);
    const errors = messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .filter((message) => !webMcpAttribute.test(message.message))
      .map(
        ({ url, lastLine, message }) =>
          `${url ? path.relative(DIST, new URL(url).pathname) : '?'}:${lastLine ?? '?'} ${message}`,
      );
    expect(errors).toEqual([]);
  });

  it('name their canonical address, on the site origin, when search engines may list them', () => {
    const pages = builtPages();
    const wrong = pages.flatMap((page) => {
      const expected = page.noindex ? [] : [{ href: canonicalOf(page), inHead: true }];
      return JSON.stringify(page.canonicals) === JSON.stringify(expected)
        ? []
        : [`${page.file}: ${JSON.stringify(page.canonicals)}, expected ${JSON.stringify(expected)}`];
    });
    expect(wrong).toEqual([]);
    // The cart, search, login and "Page not found" pages ask not to be listed; the others are.
    expect(pages.filter((page) => page.noindex).map((page) => page.address)).toEqual(
      expect.arrayContaining(['/404', '/cart', '/search']),
    );
    expect(pages.filter((page) => !page.noindex).length).toBeGreaterThan(140);
  });

  it("carry structured data that Google's rich results accept, on the pages that have it", () => {
    const pages = builtPages();
    const problems = pages.flatMap((page) =>
      page.structuredData.flatMap((data) =>
        structuredDataProblems(data).map((problem) => `${page.file} ${problem}`),
      ),
    );
    expect(problems).toEqual([]);

    const typesOn = (page: BuiltPage) => page.structuredData.flatMap(structuredDataTypes);
    const blockOf = (page: BuiltPage, type: string) =>
      page.structuredData.find((data) => structuredDataTypes(data).includes(type)) as
        Record<string, unknown> | undefined;
    const missing: string[] = [];
    const expectType = (page: BuiltPage, type: string) => {
      if (!typesOn(page).includes(type)) missing.push(`${page.file} has no ${type}`);
    };

    const home = pages.find((page) => page.address === '/');
    expect(home && blockOf(home, 'Organization')).toMatchObject({ url: `${origin}/` });
    // A product's page (not the age question before Buy Now of an age-restricted one, which is noindex).
    const products = pages.filter((page) => /^\/products\/[^/]+$/.test(page.address));
    const collections = pages.filter((page) => page.address.startsWith('/collections/'));
    expect(products.length).toBeGreaterThan(70);
    expect(collections.length).toBeGreaterThan(20);
    for (const page of products) {
      expectType(page, 'Product');
      expect(blockOf(page, 'Product')?.url, page.file).toBe(canonicalOf(page));
    }
    for (const page of collections) {
      expectType(page, 'CollectionPage');
      expect(blockOf(page, 'CollectionPage')?.url, page.file).toBe(canonicalOf(page));
    }
    const faq = pages.find((page) => page.address === '/faq');
    expect(faq && blockOf(faq, 'FAQPage')).toMatchObject({ url: `${origin}/faq` });

    // A page that shows a breadcrumb says it as a BreadcrumbList, ending at the page itself.
    const withBreadcrumb = pages.filter((page) => page.showsBreadcrumb);
    expect(withBreadcrumb.length).toBe(products.length + collections.length);
    for (const page of withBreadcrumb) {
      expectType(page, 'BreadcrumbList');
      const trail = blockOf(page, 'BreadcrumbList')?.itemListElement as { item: string }[] | undefined;
      expect(trail?.at(-1)?.item, page.file).toBe(canonicalOf(page));
    }
    expect(missing).toEqual([]);
  });

  it('list every listed page in sitemap.xml, valid against the sitemaps.org schema, named by robots.txt', async () => {
    const sitemap = readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
    const schema = readFileSync(
      path.join(path.dirname(require.resolve('sitemap/package.json')), 'schema/sitemap.xsd'),
    );
    const result = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: sitemap }],
      schema: [{ fileName: 'sitemap.xsd', contents: schema }],
    });
    expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);

    const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc).sort();
    const indexable = builtPages()
      .filter((page) => !page.noindex)
      .map(canonicalOf)
      .sort();
    expect(listed).toEqual(indexable);
    expect(readFileSync(path.join(DIST, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${origin}/sitemap.xml\n`);
  });
});
