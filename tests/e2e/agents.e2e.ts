/**
 * The store's MCP server at `/api/mcp` of `npm start`, as an agent meets it (the SDK's own client,
 * over HTTP): each answer equal to what the page shows a shopper for the same search, product,
 * cart and lot; bad arguments answered with the tool's error; and, last, the rate limit (the local
 * services count every caller as one client, so nothing in this run calls it after).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, connectBrowser, type Browser } from './browser';
import { visit } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function agent(): Promise<Client> {
  const client = new Client({ name: 'store-e2e', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', baseUrl())));
  return client;
}

/** A tool's JSON answer; a refusal fails the test with its text. */
async function answerOf(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const [content] = result.content as { text: string }[];
  if (result.isError) throw new Error(`${name} refused: ${content?.text}`);
  return JSON.parse(content?.text ?? '{}') as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A table's body rows, cell by cell, as a shopper reads them. */
const bodyRows = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('table', { name })
    .first()
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.children, (cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
      ),
    );

describe('the MCP server, against the pages', () => {
  it('finds what the search page finds, in its order', async () => {
    const client = await agent();
    const { products } = await answerOf(client, 'search_shop_catalog', { query: 'magnesium' });
    await visit(browser, '/search?q=magnesium', async ({ page }) => {
      const list = page.getByRole('main').getByRole('list', { name: 'Products' });
      await list.getByRole('link').first().waitFor();
      const shown = await list
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(products.map((product: { url: string }) => new URL(product.url).pathname)).toEqual(shown);
    });
    await client.close();
  });

  it('answers a product with the Supplement Facts and lab reports its page shows', async () => {
    const client = await agent();
    const product = await answerOf(client, 'get_product_details', { product_id: 'turmeric-with-ginger' });
    await visit(browser, '/products/turmeric-with-ginger', async ({ page }) => {
      expect(await bodyRows(page, 'Supplement Facts')).toEqual(
        product.supplement_facts.rows.map((row: Record<string, string>) => [
          row.name,
          row.amount_per_serving,
          row.daily_value,
        ]),
      );
      const main = page.getByRole('main');
      await main.getByText(product.price.shown).first().waitFor();
      for (const report of product.lab_reports) {
        const link = main.getByRole('link', { name: new RegExp(report.lot) }).first();
        expect(new URL((await link.getAttribute('href')) ?? '', baseUrl()).toString()).toBe(report.url);
      }
    });
    await client.close();
  });

  it("makes a cart that the cart page shows as it is, with the same stack findings as check_stack's", async () => {
    const client = await agent();
    const cart = await answerOf(client, 'update_cart', {
      add_items: [
        { product_variant_id: 'gid://shopify/ProductVariant/2001', quantity: 1 },
        { product_variant_id: 'gid://shopify/ProductVariant/8001', quantity: 2 },
      ],
    });
    const stack = await answerOf(client, 'check_stack', {
      products: cart.lines.map((line: { page: string }) => new URL(line.page).pathname.split('/').pop()),
    });
    expect(stack.findings.length).toBeGreaterThan(0);
    await visit(browser, '/', async ({ page, context }) => {
      // The shopper opens the cart the agent made: the browser keeps its id where the store does.
      await context.addInitScript((id) => localStorage.setItem('shopifyCartId', id), cart.cart_id);
      await page.goto('/cart');
      const main = page.getByRole('main');
      const lines = main.getByRole('list', { name: 'Items in your cart' });
      for (const line of cart.lines)
        await lines.getByRole('link', { name: line.title, exact: true }).waitFor();
      await main.getByText(cart.total).first().waitFor();
      const panel = main.getByRole('region', { name: 'Taking these together' });
      for (const finding of stack.findings)
        await panel.getByText(finding.message, { exact: false }).first().waitFor();
    });
    await client.close();
  });

  it("gives a lot's lab report as /lab-results shows it", async () => {
    const client = await agent();
    const report = await answerOf(client, 'get_lab_report', { lot: 'SW2602-014' });
    await visit(browser, '/lab-results?lot=SW2602-014', async ({ page }) => {
      const region = page.getByRole('main').getByRole('region', { name: 'Lot SW2602-014' });
      await region.waitFor();
      const potency = await region
        .getByRole('table')
        .first()
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => (row.children[0] as HTMLElement).innerText.trim()));
      expect(potency).toEqual(report.potency.map((row: { ingredient: string }) => row.ingredient));
      await region.getByText(report.laboratory.name).first().waitFor();
    });
    await client.close();
  });

  it('answers bad arguments with the tool’s error, and nothing but POST', async () => {
    const client = await agent();
    const result = await client.callTool({
      name: 'update_cart',
      arguments: { add_items: [{ quantity: -1 }] },
    });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]?.text).toMatch(/Input validation error/);
    const stream = await fetch(new URL('/api/mcp', baseUrl()), { headers: { Accept: 'text/event-stream' } });
    expect(stream.status).toBe(405);
    await client.close();
  });

  it('answers at most its hourly limit of calls from one client, then says so with 429', async () => {
    const client = await agent();
    let refusal: unknown;
    let calls = 0;
    while (calls < 400 && refusal === undefined) {
      calls += 1;
      await client.ping().catch((error: unknown) => (refusal = error));
    }
    expect(String(refusal)).toMatch(/Too many requests: this server answers at most 300 calls an hour/);
    // Every call of this file counts: the ping that was refused is the 301st.
    expect(calls).toBeLessThanOrEqual(300);
    await client.close().catch(() => undefined);
  }, 120_000);
});
