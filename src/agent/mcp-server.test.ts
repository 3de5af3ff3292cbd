// @vitest-environment node
/**
 * The MCP server as an agent meets it: the SDK's own client over HTTP to `/api/mcp`, answered by
 * the local services' handlers (mocks/agent.ts) over the local shop and content, as in `npm start`.
 * The browser tests (tests/e2e/agents.e2e.ts) compare its answers with the pages and count its limit.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../config/env';

const endpoint = new URL('/api/mcp', env.siteUrl);
let open: Client[] = [];

async function agent(): Promise<Client> {
  const client = new Client({ name: 'store-tests', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(endpoint));
  open.push(client);
  return client;
}

afterEach(async () => {
  await Promise.all(open.map((client) => client.close()));
  open = [];
});

/** A tool's answer: its JSON, or its refusal's text (`refused`). */
async function call(name: string, args: Record<string, unknown>) {
  const result = await (await agent()).callTool({ name, arguments: args });
  const [content] = result.content as { type: string; text: string }[];
  const text = content?.text ?? '';
  return result.isError
    ? { refused: text, data: undefined }
    : { refused: undefined, data: JSON.parse(text) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('the MCP server', () => {
  it('lists its tools: Storefront MCP names, then the store’s own, each described with its inputs', async () => {
    const { tools } = await (await agent()).listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'search_shop_catalog',
      'get_product_details',
      'search_shop_policies_and_faqs',
      'get_cart',
      'update_cart',
      'check_stack',
      'recommend_for_concerns',
      'get_lab_report',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(tool.name !== 'update_cart');
    }
  });

  it('finds products as the store search does, with prices, variants and addresses', async () => {
    const { data } = await call('search_shop_catalog', { query: 'Vitamin D' });
    expect(data?.products[0]).toMatchObject({
      title: 'Vitamin D3 + K2',
      url: `${env.siteUrl}/products/vitamin-d3-k2`,
      price: { shown: '$199.99', currency: 'USD' },
      variants: [{ variant_id: 'gid://shopify/ProductVariant/2001', available: true }],
    });
    expect(data?.products.length).toBeLessThanOrEqual(8);
    expect(data?.search_page).toBe(`${env.siteUrl}/search?q=Vitamin+D`);
  });

  it('answers a product as its page shows it: the facts panel, the plans with their terms, the lab reports, the FDA statement', async () => {
    const byHandle = await call('get_product_details', { product_id: 'turmeric-with-ginger' });
    const byId = await call('get_product_details', { product_id: byHandle.data?.product_id });
    expect(byId.data).toEqual(byHandle.data);
    const product = byHandle.data!;
    expect(product.supplement_facts.rows[0]).toEqual({
      name: expect.stringMatching(/^Turmeric/),
      amount_per_serving: expect.stringMatching(/ mg$/),
      daily_value: '†',
    });
    expect(product.supplement_facts.footnotes).toContain('† Daily Value not established.');
    const [plan] = product.subscriptions[0].plans;
    expect(plan.renewal_terms).toMatch(
      /^Renews every \d+ days at \$\d+\.\d\d until you cancel\. Cancel online any time in your account\.$/,
    );
    expect(product.lab_reports.map((report: { lot: string }) => report.lot)).toContain('SW2602-014');
    expect(product.disclaimer).toMatch(/not been evaluated by the Food and Drug Administration/);
  });

  it('refuses a product the shop does not have, and arguments of the wrong kind, with a message', async () => {
    expect((await call('get_product_details', { product_id: 'no-such-thing' })).refused).toMatch(
      /^The shop has no product "no-such-thing"/,
    );
    expect((await call('get_lab_report', { lot: 42 })).refused).toMatch(/Input validation error/);
    expect((await call('search_shop_catalog', { query: '   ' })).refused).toMatch(/Input validation error/);
    expect((await call('no_such_tool', {})).refused).toMatch(/Tool no_such_tool not found/);
  });

  it('answers a policy question with the passages that say it', async () => {
    const { data } = await call('search_shop_policies_and_faqs', {
      query: 'How do I cancel my subscription?',
    });
    expect(data?.passages[0].text).toMatch(/Cancel online any time in your account/);
    expect(data?.passages.length).toBeLessThanOrEqual(5);
    const none = await call('search_shop_policies_and_faqs', { query: 'zebra xylophone' });
    expect(none.data).toMatchObject({ passages: [], pages: expect.arrayContaining([`${env.siteUrl}/faq`]) });
  });

  it('makes a cart, changes it and gives its checkout, as the cart drawer would', async () => {
    const added = await call('update_cart', {
      add_items: [{ product_variant_id: 'gid://shopify/ProductVariant/2001', quantity: 2 }],
    });
    const cart = added.data!;
    expect(cart.lines).toMatchObject([
      {
        title: 'Vitamin D3 + K2',
        quantity: 2,
        total: '$399.98',
        page: `${env.siteUrl}/products/vitamin-d3-k2`,
      },
    ]);
    expect(cart).not.toHaveProperty('cart_page');
    expect(cart.checkout_url).toMatch(/^http/);
    expect((await call('get_cart', { cart_id: cart.cart_id })).data).toEqual(cart);

    const emptied = await call('update_cart', {
      cart_id: cart.cart_id,
      update_items: [{ id: cart.lines[0].line_id, quantity: 0 }],
    });
    expect(emptied.data?.lines).toEqual([]);
    const code = await call('update_cart', {
      cart_id: cart.cart_id,
      add_items: [{ product_variant_id: 'gid://shopify/ProductVariant/2001', quantity: 1 }],
      discount_codes: ['NOT-A-CODE'],
    });
    expect(code.refused).toMatch(
      /^The discount code NOT-A-CODE is not valid for your cart\. The cart .* holds 1 item/,
    );
    expect((await call('get_cart', { cart_id: 'gid://shopify/Cart/gone?key=x' })).refused).toMatch(
      /no longer exists/,
    );
    expect((await call('get_cart', { cart_id: 'cart 1' })).refused).toMatch(/Not a cart id/);
  });

  it('adds a product sold only to adults only with a date of birth of 18 or more', async () => {
    const item = { product_variant_id: 'gid://shopify/ProductVariant/9001', quantity: 1 };
    expect((await call('update_cart', { add_items: [item] })).refused).toMatch(
      /^Berberine Blood Sugar Support is sold only to shoppers 18 or older\. New York law .* date_of_birth/,
    );
    expect((await call('update_cart', { add_items: [item], date_of_birth: '2015-03-01' })).refused).toBe(
      'You must be 18 or older to buy Berberine Blood Sugar Support. Nothing was added to your cart.',
    );
    expect((await call('update_cart', { add_items: [item], date_of_birth: 'soon' })).refused).toMatch(
      /Enter a real date/,
    );
    const { data } = await call('update_cart', { add_items: [item], date_of_birth: '1990-07-24' });
    expect(data?.lines).toMatchObject([{ title: 'Berberine Blood Sugar Support' }]);
    expect(data?.age).toMatch(/sold only to shoppers 18 or older\. Date of birth given: July 24, 1990\./);
    // The cart carries that date of birth: adding to it asks no more.
    const more = await call('update_cart', { cart_id: data?.cart_id, add_items: [item] });
    expect(more.data?.lines).toMatchObject([{ title: 'Berberine Blood Sugar Support', quantity: 2 }]);
  });

  it('checks products taken together as the cart does, each finding with its source', async () => {
    const { data } = await call('check_stack', {
      products: ['berberine-blood-sugar-support', 'gid://shopify/Product/17'],
    });
    expect(data?.findings).toContainEqual({
      severity: 'info',
      kind: 'duplicate',
      message: expect.stringMatching(/^Chromium is in more than one product/),
      products: ['Berberine Blood Sugar Support', 'Ceylon Cinnamon & Chromium'],
      source: {
        label: expect.stringMatching(/^NIH/),
        url: expect.stringMatching(/^https:\/\/ods\.od\.nih\.gov\//),
      },
    });
    expect(data?.disclaimer).toMatch(/Food and Drug Administration/);
    const alone = await call('check_stack', { products: ['turmeric-with-ginger'] });
    expect(alone.data?.note).toBe('No upper-limit findings for this product.');
    expect(
      (await call('check_stack', { products: ['vitamin-d3-k2'], medications: ['aspirin'] })).refused,
    ).toMatch(/Input validation error/);
  });

  it('runs the quiz: its recommendations with their reasons, or the values it offers', async () => {
    const { data } = await call('recommend_for_concerns', {
      age_group: '35-49',
      gender: 'female',
      concerns: ['blood-sugar'],
      symptoms: ['fatigue'],
    });
    expect(data?.recommendations.length).toBeGreaterThan(0);
    expect(data?.recommendations[0].reasons).toContain('For your concern: Blood Sugar');
    expect(data?.disclaimer).toMatch(/Food and Drug Administration/);
    const asked = await call('recommend_for_concerns', { age_group: '35-49', concerns: ['blood-sugar'] });
    expect(asked.refused).toMatch(
      /^The quiz needs an age group, a gender and at least one concern\. It offers these values: /,
    );
    expect(asked.refused).toContain('"value":"blood-sugar","label":"Blood Sugar"');
  });

  it('gives a lot’s lab report, and says when none is published', async () => {
    const { data } = await call('get_lab_report', { lot: 'sw2602-014' });
    expect(data).toMatchObject({
      lot: 'SW2602-014',
      laboratory: { name: 'Prairie Light Labs' },
      page: `${env.siteUrl}/lab-results?lot=SW2602-014`,
    });
    expect(data?.heavy_metals).toContainEqual(expect.objectContaining({ metal: 'Lead', within_limit: true }));
    expect((await call('get_lab_report', { lot: 'SW2601-999' })).refused).toMatch(
      /^No report is published for lot SW2601-999\./,
    );
    expect((await call('get_lab_report', { lot: 'hello' })).refused).toBeDefined();
  });

  it('answers POST only: no event stream to open', async () => {
    const response = await fetch(endpoint, { headers: { Accept: 'text/event-stream' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST, OPTIONS');
  });
});
