/**
 * The store's MCP server (docs/agents.md): the catalogue, the policies and the cart under the
 * names of Shopify's Storefront MCP, and the store's own checks, each answered by the pages' code.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerCartTools } from './cart-tools';
import { registerCatalogTools } from './catalog-tools';
import { registerHealthTools } from './health-tools';
import { registerPolicyTools } from './policy-tools';

const instructions = [
  'Sankofa Wellness sells dietary supplements made with African American health needs in mind.',
  'Search with search_shop_catalog, read a product with get_product_details, build a cart with update_cart and hand',
  'the shopper its checkout_url: the shopper pays on the checkout page, the agent never does.',
  'check_stack tells what the store finds about products taken together; recommend_for_concerns runs the wellness quiz;',
  "get_lab_report gives a lot's certificate of analysis.",
  'Pass on the disclaimer an answer carries. These are dietary supplements, not medicine: do not say a product treats,',
  'cures or prevents a disease, and send questions about medications or health conditions to a healthcare provider.',
  'Products marked age_restricted are sold only to shoppers 18 or older: ask the shopper for their date of birth.',
].join(' ');

export function createStoreMcpServer(): McpServer {
  const server = new McpServer(
    { name: 'sankofa-wellness-store', title: 'Sankofa Wellness', version: '1.0.0' },
    { instructions },
  );
  registerCatalogTools(server);
  registerPolicyTools(server);
  registerCartTools(server);
  registerHealthTools(server);
  return server;
}
