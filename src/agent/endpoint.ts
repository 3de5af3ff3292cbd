/**
 * `/api/mcp`: the MCP server over Streamable HTTP, stateless: every POST carries one JSON-RPC
 * message and is answered on its own, in JSON, by a server made for it (the tools keep nothing
 * between calls but the carts an agent makes, which Shopify keeps). No stream is offered (GET and
 * DELETE answer 405). Each call counts against its client's rate limit before anything runs; a
 * body over 64 KiB is refused unread; a store that answers no agents (`VITE_AGENTS=off`) answers
 * 404. The same function answers in Hosting's rewrite of a live store (the Function `mcp`,
 * functions/src/mcp-endpoint.ts) and in the local services (mocks/agent.ts).
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { env } from '../config/env';
import { createStoreMcpServer } from './mcp-server';

/** The largest request body read: a JSON-RPC call is a few hundred bytes. */
export const MCP_BODY_LIMIT = 64 * 1024;

/** Any page may call it: the server holds no credentials and no session, only the carts agents make. */
const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Mcp-Protocol-Version',
};

function jsonRpcError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json(
    { jsonrpc: '2.0', error: { code: -32000, message }, id: null },
    { status, headers: { ...cors, ...headers } },
  );
}

export interface McpRequestOptions {
  /** Counts this call against its client's limit; false when the limit is used up. */
  takeCall: () => Promise<boolean>;
  /** The limit, as the refusal names it: calls per hour. */
  callsPerHour: number;
}

export async function answerMcpRequest(request: Request, options: McpRequestOptions): Promise<Response> {
  if (!env.agents) return jsonRpcError(404, 'This store does not answer agents.');
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  if (request.method !== 'POST') {
    return jsonRpcError(405, 'This MCP server answers POST requests only (stateless, no event stream).', {
      Allow: 'POST, OPTIONS',
    });
  }
  if (!(await options.takeCall())) {
    return jsonRpcError(
      429,
      `Too many requests: this server answers at most ${options.callsPerHour} calls an hour from one client. Try again later.`,
    );
  }
  const server = createStoreMcpServer();
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MCP_BODY_LIMIT,
  });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(request);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(cors)) headers.set(name, value);
    // Read whole before the server closes; a notification's 202 has no body at all.
    const body = await response.text();
    return new Response(body === '' ? null : body, { status: response.status, headers });
  } finally {
    await server.close();
  }
}
