import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { testProduct } from '../src/components/testing/test-product';
import type { ProductTwin, StoreWords } from '../src/entry-prerender';
import { renderPage } from '../src/entry-prerender';
import type { SupplementFacts } from '../src/domain/supplement-facts';
import { llmsTxt, writeAgentFiles, type AgentPage } from './agent-files';
import { productMarkdown } from './product-markdown';

const ORIGIN = 'https://shop.example.com';
const STATEMENT =
  'These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.';
const store: StoreWords = {
  name: 'Test Wellness',
  summary: 'Supplements for testing, third-party tested.',
  claimSymbol: '†',
  fdaStatement: `† ${STATEMENT}`,
  answersAgents: true,
};

const facts: SupplementFacts = {
  servingSize: '2 capsules',
  servingsPerContainer: 30,
  rows: [
    {
      name: 'Calories',
      form: null,
      amount: 25,
      unit: 'kcal',
      amountNote: null,
      dailyValue: null,
      indent: false,
    },
    { name: 'Total Fat', form: null, amount: 2.5, unit: 'g', amountNote: null, dailyValue: 3, indent: false },
    {
      name: 'Vitamin D3',
      form: 'as cholecalciferol',
      amount: 125,
      unit: 'mcg',
      amountNote: '5,000 IU',
      dailyValue: 625,
      indent: false,
    },
    { name: 'EPA', form: null, amount: 720, unit: 'mg', amountNote: null, dailyValue: null, indent: true },
  ],
  blends: [{ name: 'Calm Blend', amount: 500, unit: 'mg', ingredients: ['Chamomile', 'Lemon balm'] }],
  otherIngredients: 'Rice flour.',
  allergens: null,
  suggestedUse: 'Take 2 capsules daily with a meal.\n1. Or as directed by your healthcare practitioner.',
  warnings: 'Keep out of reach of children.\n- Do not use if the seal is broken.',
};

function twinOf(overrides: Partial<ProductTwin> = {}): ProductTwin {
  const product = testProduct();
  return {
    path: '/products/test-tonic.md',
    product,
    purchase: {
      price: product.price,
      offer: {
        requiresSellingPlan: false,
        plans: [
          {
            id: 'gid://shopify/SellingPlan/1',
            name: 'Delivery every 30 days, save 15%',
            interval: { unit: 'day', count: 30 },
            adjustment: { kind: 'percentage', percentage: 15 },
          },
        ],
      },
    },
    facts,
    labReports: [{ lotCode: 'SW2602-014', testDate: '2026-02-03', laboratory: 'Test Lab' }],
    customerAccountUrl: 'https://account.example.com/',
    ...overrides,
  };
}

/** The markdown's sections by their `## ` heading, each as its text. */
function sections(markdown: string): Map<string, string> {
  return new Map(
    markdown
      .split(/^## /m)
      .slice(1)
      .map((section) => [
        section.slice(0, section.indexOf('\n')),
        section.slice(section.indexOf('\n')).trim(),
      ]),
  );
}

/** The text of each link in `markdown` as a CommonMark reader reads it, with its address. */
function linksOf(markdown: string): { text: string; href: string }[] {
  const tokens = new MarkdownIt().parse(markdown, {});
  return tokens.flatMap((token) => {
    const children = token.children ?? [];
    return children.flatMap((child, index) => {
      if (child.type !== 'link_open') return [];
      const end = children.findIndex((next, after) => after > index && next.type === 'link_close');
      const text = children
        .slice(index + 1, end)
        .map((part) => part.content)
        .join('');
      return [{ text, href: child.attrGet('href') ?? '' }];
    });
  });
}

describe('the markdown twin of a product page', () => {
  it('says its name, price, purchase options and claims as the page does, each claim marked', () => {
    const markdown = productMarkdown(twinOf(), store, ORIGIN);
    expect(markdown.startsWith('# Test Tonic\n\nFor testing only\n\n')).toBe(true);
    expect(markdown).toContain('- Price: $199.99 (original price: $399.99)\n');
    expect(markdown).toContain('- Price per serving: $6.67 per serving (30 servings)\n');
    expect(markdown).toContain('- Product page: [Test Tonic](https://shop.example.com/products/test-tonic)');
    const subscribe = sections(markdown).get('Subscribe & save 15%');
    expect(subscribe).toBe(
      '- One-time purchase: $199.99\n' +
        '- Every 30 days: $169.99 per delivery · save $30 (15%). Renews every 30 days at $169.99 until you cancel. ' +
        'Cancel online any time in [your account](https://account.example.com/).',
    );
    expect(sections(markdown).get('About This Product')).toBe('Supports a calm test run.†');
    expect(sections(markdown).get('Key Benefits')).toContain('- Supports focus†\n- Supports calm†');
    // The statement every † leads to closes the file, as the footer closes the page.
    expect(markdown.endsWith(`\n\n---\n\n† ${STATEMENT}\n`)).toBe(true);
  });

  it('prints the Supplement Facts row by row as the panel does, then directions and warnings', () => {
    const markdown = productMarkdown(twinOf(), store, ORIGIN);
    expect(sections(markdown).get('Supplement Facts')).toBe(
      [
        'Serving Size 2 capsules',
        'Servings Per Container 30',
        [
          '| Ingredient | Amount Per Serving | % Daily Value |',
          '| --- | ---: | ---: |',
          '| Calories | 25 |  |',
          '| Total Fat | 2.5 g | 3%\\*\\* |',
          '| Vitamin D3 (as cholecalciferol) | 125 mcg (5,000 IU) | 625% |',
          '| ↳ EPA | 720 mg | † |',
          '| Calm Blend: Chamomile, Lemon balm | 500 mg | † |',
        ].join('\n'),
        '\\*\\* Percent Daily Values are based on a 2,000 calorie diet.',
        '† Daily Value not established.',
      ].join('\n\n'),
    );
    // Line by line, as the page prints them, and never read as a list.
    expect(sections(markdown).get('Suggested Use')).toBe(
      'Take 2 capsules daily with a meal.\n\n1\\. Or as directed by your healthcare practitioner.',
    );
    expect(sections(markdown).get('Warnings')).toBe(
      'Keep out of reach of children.\n\n\\- Do not use if the seal is broken.',
    );
    expect(sections(markdown).get('Other Ingredients')).toBe('Rice flour.');
    expect(sections(markdown).has('Allergens')).toBe(false);
    const table = new MarkdownIt().parse(markdown, {}).filter((token) => token.type === 'inline');
    expect(table.map((token) => token.content)).toContain('3%\\*\\*');
    expect(new MarkdownIt().render(markdown)).toContain('<td style="text-align:right">3%**</td>');
  });

  it('lists each lot the page lists, leading to its report on the lab results page', () => {
    const markdown = productMarkdown(twinOf(), store, ORIGIN);
    // The last section, before the FDA statement that closes the file.
    expect(sections(markdown).get('Lab Results')?.split('\n\n---\n\n')[0]).toBe(
      '- [Lot SW2602-014](https://shop.example.com/lab-results?lot=SW2602-014): tested February 3, 2026 by Test Lab\n\n' +
        '[How we test every lot](https://shop.example.com/lab-results)',
    );
    const none = productMarkdown(twinOf({ labReports: [] }), store, ORIGIN);
    expect(sections(none).get('Lab Results')).toContain('No lab results are published for this product yet.');
    // Reports that could not be read make no section, as facts that could not be read.
    const unread = productMarkdown(twinOf({ labReports: undefined, facts: undefined }), store, ORIGIN);
    expect(sections(unread).has('Lab Results')).toBe(false);
    expect(sections(unread).has('Supplement Facts')).toBe(false);
    expect(sections(productMarkdown(twinOf({ facts: null }), store, ORIGIN)).get('Supplement Facts')).toBe(
      'Supplement Facts coming soon.',
    );
  });

  it("shows a bundle's parts and saving, and a sold-out product without a way to buy it", () => {
    const bundle = testProduct({
      title: 'Test Bundle',
      price: { amount: 50, currencyCode: 'USD' },
      compareAtPrice: { amount: 60, currencyCode: 'USD' },
      bundleParts: [
        { handle: 'a', title: 'Part A', price: { amount: 30, currencyCode: 'USD' } },
        { handle: 'b', title: 'Part B', price: { amount: 30, currencyCode: 'USD' } },
      ],
    });
    const markdown = productMarkdown(twinOf({ product: bundle, purchase: null }), store, ORIGIN);
    expect(markdown).toContain('- Price: $50 (bought separately: $60)\n');
    expect(markdown).toContain('- Sold out\n');
    expect(sections(markdown).get('In This Bundle')).toBe(
      '- [Part A](https://shop.example.com/products/a.md): $30\n' +
        '- [Part B](https://shop.example.com/products/b.md): $30\n\n' +
        'Save $10 (16%) against buying these two separately ($60).',
    );
    expect(markdown).not.toContain('Subscribe');
  });

  it('is the product page of the store as the build renders it', async () => {
    const page = await renderPage('/products/vitamin-d3-k2');
    expect(page.twin?.path).toBe('/products/vitamin-d3-k2.md');
    const markdown = productMarkdown(page.twin!, page.store, ORIGIN);
    expect(markdown).toContain('| Vitamin D3 (as cholecalciferol) | 125 mcg (5,000 IU) | 625% |');
    expect(markdown).toMatch(
      /Renews every \d+ days at \$[\d.,]+ until you cancel\. Cancel online any time in \[your account\]/,
    );
    expect(markdown).toMatch(/^- \[Lot SW\d{4}-\d{3}\]\(https:\/\/shop\.example\.com\/lab-results\?lot=SW/m);
    expect(markdown).toContain(page.store.fdaStatement);
    expect((await renderPage('/faq')).twin).toBeUndefined();
  });
});

const page = (path: string, title: string, description: string, listed = true): AgentPage => ({
  path,
  title: `${title} | ${store.name}`,
  description,
  listed,
});

describe('llms.txt', () => {
  const pages: AgentPage[] = [
    page('/', 'Wellness for testing', 'The home page.'),
    page('/cart', 'Your Cart', 'What you are buying.', false),
    page('/faq', 'Frequently Asked Questions', 'Answers.'),
    page('/shipping', 'Shipping & Returns', 'Free over $50.'),
    page('/collections/sleep-support', 'Sleep Support', 'Restful sleep.'),
    { ...page('/products/test-tonic', 'Test Tonic', ''), twin: twinOf() },
  ];

  it('names the store, sums it up, then lists policies, collections, products, the MCP server and the rest', () => {
    const text = llmsTxt(store, pages, ORIGIN);
    expect(text.split('\n\n').slice(0, 2)).toEqual([
      '# Test Wellness',
      '> Supplements for testing, third-party tested.',
    ]);
    expect(text).toContain(`\n\n† ${STATEMENT}\n\n`);
    expect([...sections(text)].map(([title]) => title)).toEqual([
      'Policies',
      'Collections',
      'Products',
      'Agents',
      'Optional',
    ]);
    expect(sections(text).get('Policies')).toBe(
      '- [Shipping & Returns](https://shop.example.com/shipping): Free over $50.\n' +
        '- [Frequently Asked Questions](https://shop.example.com/faq): Answers.',
    );
    expect(sections(text).get('Collections')).toBe(
      '- [Sleep Support](https://shop.example.com/collections/sleep-support): Restful sleep.',
    );
    expect(sections(text).get('Products')).toBe(
      '- [Test Tonic](https://shop.example.com/products/test-tonic.md): $199.99. Supports a calm test run.†',
    );
    expect(sections(text).get('Agents')).toMatch(
      /^- \[MCP server\]\(https:\/\/shop\.example\.com\/api\/mcp\): .*Streamable HTTP/,
    );
    expect(sections(text).get('Optional')).toBe(
      '- [Wellness for testing](https://shop.example.com/): The home page.',
    );
    // A page search engines are asked not to list is no more listed here.
    expect(text).not.toContain('/cart');
  });

  it('names no MCP server when the store answers no agents (VITE_AGENTS=off)', () => {
    const text = llmsTxt({ ...store, answersAgents: false }, pages, ORIGIN);
    expect([...sections(text).keys()]).not.toContain('Agents');
    expect(text).not.toContain('/api/mcp');
  });

  it('keeps markdown in titles and descriptions as text', () => {
    const title = 'Omega-3 [Triple] *Strength* | 1_000 <mg> #1 & `more`';
    const described = page('/collections/odd', title, 'Half *off* [today](https://evil.example) &amp; more');
    const tricky = { ...twinOf(), product: testProduct({ title }) };
    const text = llmsTxt(store, [described, { ...page('/products/odd', title, ''), twin: tricky }], ORIGIN);
    expect(text).toContain('[Omega-3 \\[Triple\\] \\*Strength\\* \\| 1\\_000 \\<mg\\> \\#1 & \\`more\\`]');
    const links = linksOf(text);
    expect(links.filter((link) => link.text === title).map((link) => link.href)).toEqual([
      'https://shop.example.com/collections/odd',
      'https://shop.example.com/products/test-tonic.md',
    ]);
    // The description's own "link" stays text: no address of it is followed.
    expect(links.map((link) => link.href)).not.toContain('https://evil.example');
    expect(new MarkdownIt().render(text)).toContain(
      'Half *off* [today](https://evil.example) &amp;amp; more',
    );
    const twin = productMarkdown(tricky, store, ORIGIN);
    expect(new MarkdownIt().parse(twin, {})[1]?.content).toBe(
      'Omega-3 \\[Triple\\] \\*Strength\\* \\| 1\\_000 \\<mg\\> \\#1 & \\`more\\`',
    );
    expect(new MarkdownIt().render(twin.split('\n')[0]!)).toBe(
      '<h1>Omega-3 [Triple] *Strength* | 1_000 &lt;mg&gt; #1 &amp; `more`</h1>\n',
    );
  });
});

describe('writeAgentFiles', () => {
  it('writes llms.txt and each product page’s twin at its address', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'agent-files-'));
    try {
      writeAgentFiles(outDir, ORIGIN, store, [
        page('/faq', 'FAQ', 'Answers.'),
        { ...page('/products/test-tonic', 'Test Tonic', ''), twin: twinOf() },
      ]);
      expect(readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).toBe(
        llmsTxt(
          store,
          [
            page('/faq', 'FAQ', 'Answers.'),
            { ...page('/products/test-tonic', 'Test Tonic', ''), twin: twinOf() },
          ],
          ORIGIN,
        ),
      );
      expect(readFileSync(path.join(outDir, 'products/test-tonic.md'), 'utf8')).toBe(
        productMarkdown(twinOf(), store, ORIGIN),
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
