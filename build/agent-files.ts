/**
 * What the build writes for AI agents beside sitemap.xml (build/prerender.ts), from the same
 * prerendered pages and the data they were rendered from:
 * - dist/llms.txt (the llmstxt.org format): the store in a paragraph, then one line for each listed
 *   policy page, collection and product (a product's line leads to its markdown twin), where the
 *   store's MCP server answers, and the store's other listed pages under "Optional";
 * - dist/products/<handle>.md, the markdown twin of each prerendered product page
 *   (build/product-markdown.ts), which the page names as its `text/markdown` alternate.
 * Only pages that may be listed (not `noindex`) appear in llms.txt, as in the sitemap.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductTwin, StoreWords } from '../src/entry-prerender';
import { paths } from '../src/config/paths';
import { formatMoney } from '../src/domain/money';
import { inlineText, link } from './markdown-text';
import { productMarkdown } from './product-markdown';
import { absoluteUrl } from './sitemap';

const LLMS_TXT = 'llms.txt';

/** Where the store's MCP server answers (Streamable HTTP), on the store's own origin. */
export const MCP_PATH = '/api/mcp';

/** A prerendered page, as llms.txt names it. */
export interface AgentPage {
  /** The page's path on the site: `/`, `/faq`, `/products/coq10`. */
  path: string;
  /** Its `<title>` and description, as its head says them. */
  title: string;
  description: string;
  /** Whether search engines may list it (the sitemap's pages); the others stay out of llms.txt. */
  listed: boolean;
  /** A product page's content, for its twin. */
  twin?: ProductTwin;
}

/** The pages that say how the store sells, ships, tests and protects, in the order llms.txt lists them. */
const POLICY_PAGES: readonly string[] = [
  paths.shipping,
  paths.faq,
  paths.terms,
  paths.privacy,
  paths.disclaimer,
  paths.labResults,
  paths.reviewGuidelines,
  paths.accessibility,
  paths.contact,
];

/** A page's own title: its `<title>` without the store's name that every page's title ends with. */
function ownTitle(title: string, store: StoreWords): string {
  const suffix = ` | ${store.name}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/** One line of a section: `- [Title](address): what it is`. */
function entry(title: string, url: string, note: string): string {
  return note ? `- ${link(title, url)}: ${note}` : `- ${link(title, url)}`;
}

/** llms.txt for the store at `origin`: its listed pages, in the order they were rendered. */
export function llmsTxt(store: StoreWords, pages: readonly AgentPage[], origin: string): string {
  const url = (page: string) => absoluteUrl(origin, page);
  const listed = pages.filter((page) => page.listed);
  const pageEntry = (page: AgentPage) =>
    entry(ownTitle(page.title, store), url(page.path), inlineText(page.description));

  const policies = POLICY_PAGES.flatMap((address) => listed.filter((page) => page.path === address));
  const collections = listed.filter((page) => page.path.startsWith(paths.collection('')));
  const products = listed.flatMap(({ twin }) => (twin ? [twin] : []));
  const others = listed.filter(
    (page) => !page.twin && !policies.includes(page) && !collections.includes(page),
  );
  const productEntry = ({ product, purchase, path: twin }: ProductTwin) =>
    entry(
      product.title,
      url(twin),
      `${formatMoney(product.price)}${purchase ? '' : ', sold out'}. ${inlineText(product.benefit)}${store.claimSymbol}`,
    );

  const sections: [string, string[]][] = [
    ['Policies', policies.map(pageEntry)],
    ['Collections', collections.map(pageEntry)],
    ['Products', products.map(productEntry)],
    [
      'Agents',
      store.answersAgents
        ? [
            entry(
              'MCP server',
              url(MCP_PATH),
              "the store's Model Context Protocol server (Streamable HTTP): search, product details with " +
                'Supplement Facts and lab reports, policies and FAQ, carts with their checkout, what products ' +
                'taken together call for, the wellness quiz, and the lab report of a lot',
            ),
          ]
        : [],
    ],
    ['Optional', others.map(pageEntry)],
  ];
  const blocks = [
    `# ${inlineText(store.name)}`,
    `> ${inlineText(store.summary)}`,
    'Each product below leads to its page as markdown (the address of its page with .md): its price, ' +
      'Supplement Facts, directions, warnings and lab results, as the page showed them when the store was built.',
    // The statement the † of each product's line leads to, as the footer of every page prints it.
    inlineText(store.fdaStatement),
    ...sections.flatMap(([title, lines]) => (lines.length > 0 ? [`## ${title}`, lines.join('\n')] : [])),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/**
 * Writes dist/llms.txt and the markdown twin of each product page rendered (`pages`, in the order
 * they were rendered), for the site at `origin`. A twin's file is its address under `outDir`, as a
 * page's HTML file is (`/products/coq10.md` → products/coq10.md).
 */
export function writeAgentFiles(
  outDir: string,
  origin: string,
  store: StoreWords,
  pages: readonly AgentPage[],
): void {
  for (const { twin } of pages) {
    if (!twin) continue;
    const file = path.join(outDir, twin.path.slice(1));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, productMarkdown(twin, store, origin));
  }
  writeFileSync(path.join(outDir, LLMS_TXT), llmsTxt(store, pages, origin));
}
