/**
 * `search_shop_policies_and_faqs` (Shopify's Storefront MCP name): the passages of the FAQ, the
 * shipping and returns page and the legal pages (privacy, terms, medical disclaimer, review
 * guidelines, accessibility) that share the most words with the question, each with the address
 * of the page that says it. The editors' words from Sanity, read by the pages' own queries.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/mini';
import { paths } from '../config/paths';
import type { RichText } from '../domain/content.generated';
import { legalPaths } from '../domain/legal-paths';
import { normalizeSearchQuery } from '../domain/product-search';
import { shippingPriceLabel } from '../domain/shipping';
import { faqPageQueryOptions } from '../lib/sanity/queries/faq';
import { legalInfoQueryOptions } from '../lib/sanity/queries/legal';
import { shippingPolicyQueryOptions } from '../lib/sanity/queries/shipping';
import { answer, answering, refusal, storeReads, storeUrl } from './answers';

interface Passage {
  title: string;
  text: string;
  url: string;
}

/** Passages answered at most, and the most text of one. */
const MOST_PASSAGES = 5;
const PASSAGE_LENGTH = 2_000;

/** Words too common to say what a question is about. */
const COMMON = new Set(
  'a an and are can do does for from how i if in is it my of on or the to what when where which who why will with you your'.split(
    ' ',
  ),
);
const wordsOf = (text: string) =>
  normalizeSearchQuery(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !COMMON.has(word));

/** A block's words, its spans joined. */
const wordsOfBlock = (block: RichText[number]) =>
  (block.children ?? []).map((span) => span.text ?? '').join('');
const plainText = (body: RichText) => body.map(wordsOfBlock).filter(Boolean).join('\n\n');

/** A rich text cut at its headings: one passage per section, named by the page and the heading. */
function sectionsOf(page: string, url: string, body: RichText): Passage[] {
  const sections: Passage[] = [{ title: page, text: '', url }];
  for (const block of body) {
    const words = wordsOfBlock(block).trim();
    if (!words) continue;
    if (block.style === 'h2' || block.style === 'h3')
      sections.push({ title: `${page}: ${words}`, text: '', url });
    else (sections.at(-1) as Passage).text += `${sections.at(-1)?.text ? '\n\n' : ''}${words}`;
  }
  return sections.filter((section) => section.text !== '');
}

/** Every passage of the FAQ, the shipping page and the legal pages. */
async function allPassages(): Promise<Passage[]> {
  const [faq, shipping, legal] = await Promise.all([
    storeReads.fetchQuery(faqPageQueryOptions),
    storeReads.fetchQuery(shippingPolicyQueryOptions),
    storeReads.fetchQuery(legalInfoQueryOptions),
  ]);
  const faqUrl = storeUrl(paths.faq);
  const shippingUrl = storeUrl(paths.shipping);
  const methods = shipping.methods.map(
    (method) =>
      `${method.name}: ${method.deliveryTime}, ${shippingPriceLabel(method.price, shipping.freeShippingThreshold)}.` +
      (method.note ? ` ${method.note}` : ''),
  );
  return [
    ...faq.items.map((item) => ({ title: item.question, text: item.answer, url: faqUrl })),
    {
      title: `${shipping.title}: shipping methods`,
      text: [shipping.intro, ...methods].join('\n'),
      url: shippingUrl,
    },
    ...shipping.sections.map((section) => ({
      title: `${shipping.title}: ${section.title}`,
      text: plainText(section.body),
      url: shippingUrl,
    })),
    ...legal.pages.flatMap((page) => {
      const url = storeUrl(legalPaths[page.kind]);
      const warning = page.warning
        ? [{ title: `${page.title}: ${page.warning.title}`, text: page.warning.text, url }]
        : [];
      return [...warning, ...sectionsOf(page.title, url, page.body)];
    }),
  ];
}

/** How well a passage answers: its words that the question has, a word of its title counting twice. */
function scoreOf(passage: Passage, question: readonly string[]): number {
  const title = new Set(wordsOf(passage.title));
  const text = new Set(wordsOf(passage.text));
  return question.reduce((sum, word) => sum + (title.has(word) ? 2 : 0) + (text.has(word) ? 1 : 0), 0);
}

export function registerPolicyTools(server: McpServer) {
  server.registerTool(
    'search_shop_policies_and_faqs',
    {
      title: "The store's policies and FAQ",
      description:
        "Answers a question about the store's shipping, returns, subscriptions, privacy, terms, medical disclaimer, " +
        'review guidelines, accessibility or its FAQ with the passages that say it, each with its page address.',
      inputSchema: {
        query: z
          .string()
          .check(
            z.trim(),
            z.minLength(1),
            z.maxLength(300),
            z.describe('The question: "How do I cancel a subscription?"'),
          ),
        context: z.optional(
          z.string().check(z.maxLength(500), z.describe('What the shopper said around the question.')),
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query }) =>
      answering(async () => {
        const question = [...new Set(wordsOf(query))];
        if (question.length === 0)
          return refusal('Ask with a few words: "shipping time", "cancel subscription".');
        const ranked = (await allPassages())
          .map((passage) => ({ passage, score: scoreOf(passage, question) }))
          .filter(({ score }) => score > 0)
          .sort((a, b) => b.score - a.score)
          .slice(0, MOST_PASSAGES);
        return answer({
          query,
          passages: ranked.map(({ passage }) => ({
            ...passage,
            text:
              passage.text.length > PASSAGE_LENGTH
                ? `${passage.text.slice(0, PASSAGE_LENGTH)}…`
                : passage.text,
          })),
          ...(ranked.length === 0 && {
            note: 'Nothing in the policies or the FAQ matches these words. The pages are listed here.',
            pages: [paths.faq, paths.shipping, ...Object.values(legalPaths)].map((path) => storeUrl(path)),
          }),
        });
      }),
  );
}
