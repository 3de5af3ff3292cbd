/**
 * WebMCP in the page (src/lib/webmcp), as an agent in a browser with WebMCP meets it: here the
 * WebMCP polyfill (@mcp-b/webmcp-polyfill), loaded before the page's own scripts. Each page lists
 * its tools with their descriptions and input schemas: its forms (the header search on every page;
 * a product page's Add to Cart and Buy Now, the lot lookup, the quiz) and, once the page is
 * interactive, the cart's own. The agent searches and gets the store's answer, and adds to the cart
 * both ways: through the product page's form, which the shopper confirms, and by the cart's tool,
 * which asks a date of birth of 18 or more for an age-restricted product.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, type Browser, type Page } from './browser';
import { expectNoSeriousAxeViolations } from './axe';
import { catalogueProduct } from './mock-catalogue';
import { catalogue } from '../../mocks/data/catalogue';
import { eventually, visit, waitForPath } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The polyfill's script build, which sets `document.modelContext` up as it runs. */
const polyfill = createRequire(import.meta.url).resolve('@mcp-b/webmcp-polyfill/iife');
const withWebMcp = {
  prepare: async (page: Page) => {
    await page.context().addInitScript({ path: polyfill });
  },
};

interface ListedTool {
  name: string;
  description: string;
  inputSchema: { type: string; properties: Record<string, Record<string, unknown>>; required?: string[] };
}

/** The cart's tools, under the store's MCP server's names. */
const cartTools = ['get_cart', 'update_cart'];

/** The page's tools (`getTools()`), once those named are all there (the cart's come after hydration). */
async function toolsOf(page: Page, expected: string[]): Promise<ListedTool[]> {
  const read = () =>
    page.evaluate(async () => {
      const context = (document as unknown as { modelContext: { getTools(): Promise<ListedTool[]> } })
        .modelContext;
      return (await context.getTools()).map(({ name, description, inputSchema }) => ({
        name,
        description,
        inputSchema,
      }));
    });
  let tools: ListedTool[] = [];
  await eventually(async () => {
    tools = await read();
    expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(expected));
  });
  return tools;
}

const named = (tools: ListedTool[], name: string) => tools.find((tool) => tool.name === name)!;

/**
 * Calls a tool as an agent does (Chromium's `executeTool`): its answer as JSON, or the error it
 * failed with. Not awaited by a caller that must act first (the shopper confirming a form).
 */
function callTool(page: Page, name: string, input: object): Promise<{ answer?: unknown; error?: string }> {
  return page.evaluate(
    async ([name, input]) => {
      const context = (
        document as unknown as {
          modelContext: {
            getTools(): Promise<{ name: string }[]>;
            executeTool(tool: unknown, input: string): Promise<string | null>;
          };
        }
      ).modelContext;
      const tool = (await context.getTools()).find((each) => each.name === name);
      try {
        const answer = await context.executeTool(tool, JSON.stringify(input));
        return { answer: answer === null || answer === 'undefined' ? null : JSON.parse(answer) };
      } catch (error) {
        return { error: (error as Error).message };
      }
    },
    [name, input] as const,
  );
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const omega = catalogueProduct('Triple-Strength Omega-3 Fish Oil');
const vitaminD = catalogueProduct('Vitamin D3 + K2');
const berberine = catalogueProduct('Berberine Blood Sugar Support');
/** A product's variant, as the search's answer gives it to an agent. */
const variantOf = (title: string) => catalogue.find((product) => product.title === title)!.variants[0]!.id;

describe.concurrent('WebMCP in the page', () => {
  it('lists the header search and the cart’s tools on the home page; the search answers and shows what it found', async () => {
    await visit(
      browser,
      '/',
      async ({ page }) => {
        const tools = await toolsOf(page, ['search_shop_catalog', ...cartTools]);
        expect(tools.map((tool) => tool.name).sort()).toEqual(['search_shop_catalog', ...cartTools].sort());
        const search = named(tools, 'search_shop_catalog');
        expect(search.description).toMatch(/^Search the store's supplements and health conditions/);
        expect(search.inputSchema.properties).toEqual({
          q: { type: 'string', description: 'Words to look for: vitamin D, sleep' },
        });
        expect(Object.keys(named(tools, 'update_cart').inputSchema.properties)).toEqual([
          'add_items',
          'update_items',
          'remove_line_ids',
          'discount_codes',
          'date_of_birth',
        ]);

        const { answer, error } = await callTool(page, 'search_shop_catalog', { q: 'omega' });
        expect(error).toBeUndefined();
        // The shape the store's MCP server answers search_shop_catalog in, with the page's own paths.
        const found = answer as { products: { title: string; url: string; variants: unknown[] }[] };
        expect(found.products).toContainEqual(
          expect.objectContaining({
            title: omega.title,
            url: `/products/${omega.handle}`,
            variants: [
              expect.objectContaining({
                variant_id: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/),
              }),
            ],
          }),
        );
        expect(answer).toMatchObject({
          query: 'omega',
          conditions: expect.arrayContaining([expect.objectContaining({ name: 'Heart Health' })]),
          disclaimer: expect.stringContaining('not been evaluated by the Food and Drug Administration'),
        });
        // The shopper sees the same search.
        await waitForPath(page, '/search?q=omega');
        await page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(omega.title) })
          .first()
          .waitFor();
      },
      withWebMcp,
    );
  });

  it('offers a product page’s Add to Cart and Buy Now, and adds the plan chosen once the shopper confirms', async () => {
    await visit(
      browser,
      `/products/${omega.handle}`,
      async ({ page }) => {
        const tools = await toolsOf(page, ['add_to_cart', 'buy_now', 'search_shop_catalog', ...cartTools]);
        const add = named(tools, 'add_to_cart');
        expect(add.description).toBe(
          `Add ${omega.title} to the shopper's cart, once they press Add to Cart.`,
        );
        const { purchase, plan } = add.inputSchema.properties as Record<
          string,
          { enum: string[]; anyOf: { const: string; title: string }[] }
        >;
        expect(purchase).toMatchObject({
          enum: ['once', 'subscribe'],
          description: expect.stringContaining('until the shopper cancels'),
        });
        const every90Days = plan!.anyOf.find((option) => option.title === 'every 90 days')!.const;
        expect(named(tools, 'buy_now')).toMatchObject({
          description: expect.stringContaining("on to Shopify's checkout, once the shopper presses Buy Now"),
          inputSchema: { properties: {} },
        });

        // The agent fills the form in; the shopper presses Add to Cart.
        const called = callTool(page, 'add_to_cart', { purchase: 'subscribe', plan: every90Days });
        const button = page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first();
        await eventually(async () =>
          expect(await button.evaluate((it) => it === document.activeElement)).toBe(true),
        );
        expect(await page.getByRole('radio', { name: /Subscribe & save/ }).isChecked()).toBe(true);
        await button.click();
        expect((await called).error).toBeUndefined();
        await drawer(page).waitFor();
        await drawer(page).getByRole('link', { name: omega.title }).waitFor();
        await drawer(page)
          .getByText(/^Renews every 90 days at \$[\d.,]+ until you cancel\./)
          .waitFor();
        await expectNoSeriousAxeViolations(page, 'a product page with WebMCP, its cart open');
      },
      withWebMcp,
    );
  });

  it('loads none of the agent’s code in a browser without WebMCP, nor in any page’s first load', async () => {
    const requested: string[] = [];
    await visit(
      browser,
      `/products/${omega.handle}`,
      async ({ page }) => {
        const preloaded = await page
          .locator('link[rel="modulepreload"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(preloaded.length).toBeGreaterThan(0);
        // The page answers taps; the tasks queued as it became interactive have run.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
        await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
        await drawer(page).getByRole('link', { name: omega.title }).waitFor();
        const agentCode = /\/(shell-agent-tools|cart-answer|search-answer)-[\w-]+\.js$/;
        expect([...preloaded, ...requested].filter((url) => agentCode.test(url))).toEqual([]);
        expect(await page.evaluate(() => 'modelContext' in document)).toBe(false);
      },
      { prepare: async (page) => void page.on('request', (request) => requested.push(request.url())) },
    );
  });

  it('gives the shop’s many product cards no tool of their own', async () => {
    await visit(
      browser,
      '/shop',
      async ({ page }) => {
        const tools = await toolsOf(page, ['search_shop_catalog', ...cartTools]);
        expect(tools.map((tool) => tool.name)).not.toContain('add_to_cart');
        expect(await page.locator('form[toolname]').count()).toBe(1);
      },
      withWebMcp,
    );
  });

  it('changes the cart through its tools: adds by variant id (a date of birth of 18 or more first), changes, removes', async () => {
    await visit(
      browser,
      '/faq',
      async ({ page }) => {
        await toolsOf(page, cartTools);
        const vitaminDVariant = variantOf(vitaminD.title);
        const berberineItem = { product_variant_id: variantOf(berberine.title), quantity: 1 };

        const added = await callTool(page, 'update_cart', {
          add_items: [{ product_variant_id: vitaminDVariant, quantity: 2 }],
        });
        expect(added.answer).toMatchObject({
          total_quantity: 2,
          lines: [{ title: vitaminD.title, quantity: 2, variant_id: vitaminDVariant }],
          note: 'Shipping and taxes are calculated at checkout.',
        });
        await drawer(page).getByRole('link', { name: vitaminD.title }).waitFor();

        const unasked = await callTool(page, 'update_cart', { add_items: [berberineItem] });
        expect(unasked.error).toContain(`${berberine.title} is sold only to shoppers 18 or older.`);
        const tooYoung = await callTool(page, 'update_cart', {
          add_items: [berberineItem],
          date_of_birth: `${new Date().getFullYear() - 10}-01-01`,
        });
        expect(tooYoung.error).toContain(
          `You must be 18 or older to buy ${berberine.title}. Nothing was added to your cart.`,
        );
        const adult = await callTool(page, 'update_cart', {
          add_items: [berberineItem],
          date_of_birth: '1980-07-24',
        });
        expect(adult.answer).toMatchObject({
          total_quantity: 3,
          age: `Your order holds ${berberine.title}, sold only to shoppers 18 or older. Date of birth given: July 24, 1980.`,
        });

        const { answer: cart } = await callTool(page, 'get_cart', {});
        const lines = (cart as { lines: { line_id: string; title: string }[] }).lines;
        const line = (title: string) => lines.find((each) => each.title === title)!.line_id;
        const fewer = await callTool(page, 'update_cart', {
          update_items: [{ id: line(vitaminD.title), quantity: 1 }],
        });
        expect(fewer.answer).toMatchObject({ total_quantity: 2 });
        const last = await callTool(page, 'update_cart', {
          remove_line_ids: [line(vitaminD.title), line(berberine.title)],
        });
        expect(last.answer).toEqual({ total_quantity: 0, lines: [], summary: 'Your cart is empty.' });
        await drawer(page).getByText('Your cart is empty').waitFor();
      },
      withWebMcp,
    );
  });

  it('looks a lot up, and takes the quiz step by step to its recommendations', async () => {
    await visit(
      browser,
      '/lab-results',
      async ({ page }) => {
        const tools = await toolsOf(page, ['get_lab_report']);
        expect(named(tools, 'get_lab_report').inputSchema.properties.lot).toEqual({
          type: 'string',
          description: 'The lot number printed on the bottle, such as SW2602-014',
        });
        const { answer } = await callTool(page, 'get_lab_report', { lot: 'sw2505-008' });
        expect(answer).toMatchObject({
          lot: 'SW2505-008',
          found: true,
          products: [`/products/${vitaminD.handle}`],
          laboratory: { name: 'Cedar Ridge Analytical Laboratories' },
        });
        await page.getByRole('main').getByRole('region', { name: 'Lot SW2505-008' }).waitFor();
        const malformed = await callTool(page, 'get_lab_report', { lot: 'twelve' });
        expect(malformed.answer).toMatchObject({
          found: false,
          problem: expect.stringContaining('SW2602-014'),
        });

        await page.goto('/quiz');
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
        await expectNoSeriousAxeViolations(page, 'the quiz page, a WebMCP form');
        const answers = [
          { ageGroup: '35-49' },
          { gender: 'female' },
          { primaryConcerns: ['heart', 'energy'] },
        ];
        for (const [index, input] of answers.entries()) {
          const [field] = Object.keys(input);
          // The polyfill hears of the step's new form a moment after the answer that moved the quiz on.
          await eventually(async () =>
            expect(
              named(await toolsOf(page, ['take_wellness_quiz']), 'take_wellness_quiz').description,
            ).toContain(`This is step ${index + 1} of 4`),
          );
          await eventually(async () =>
            expect(
              Object.keys(named(await toolsOf(page, []), 'take_wellness_quiz').inputSchema.properties),
            ).toEqual([field]),
          );
          const step = await callTool(page, 'take_wellness_quiz', input);
          expect(step.answer).toMatchObject({ step: index + 2, of: 4 });
        }
        await page.getByText('Step 4 of 4').waitFor();
        const finished = await callTool(page, 'take_wellness_quiz', { symptoms: ['fatigue'] });
        const { recommendations } = finished.answer as {
          recommendations: { title: string; reasons: string[] }[];
        };
        expect(recommendations.length).toBeGreaterThan(0);
        expect(recommendations.flatMap((each) => each.reasons)).toContain('For your concern: Heart Health');
        const results = page.getByRole('dialog', { name: 'Your Personalized Wellness Recommendations' });
        await results.getByRole('heading', { name: recommendations[0]!.title }).waitFor();
      },
      withWebMcp,
    );
  });
});
