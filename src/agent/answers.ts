/**
 * How the MCP server's tools answer: every answer is JSON, sent both as the tool's structured
 * content and as its text (for clients that read only text), and bounded in size; a question the
 * store cannot answer is a tool error (`isError`) whose text is the message the page would show.
 * The reads go through the pages' own React Query options (src/lib) in one query client, so an
 * answer is what the page shows, computed by the same code, and a read repeated within a minute
 * is not sent again.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { QueryClient } from '@tanstack/react-query';
import { env } from '../config/env';

/** The most text one answer may carry (about 10,000 tokens): a longer one asks for a narrower question. */
export const ANSWER_LIMIT = 40_000;

/** The shop's and the content's reads, shared by every request this server answers. */
export const storeReads = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: 5 * 60_000 } },
});

/** A tool error: what went wrong, in the words the page uses. */
export function refusal(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/** A tool's answer, or a refusal when it is too long to send. */
export function answer(value: Record<string, unknown>): CallToolResult {
  const text = JSON.stringify(value);
  if (text.length > ANSWER_LIMIT) {
    return refusal('The answer is too long to send. Ask about fewer products, or with more words.');
  }
  return { content: [{ type: 'text', text }], structuredContent: value };
}

/**
 * Runs a tool's work and turns a failure into its refusal: the store's errors (StorefrontError,
 * CartError, ContentError) carry messages written for shoppers; anything else is a fault of the
 * store's, said as such without its details.
 */
export async function answering(work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    const known = error instanceof Error && /^(Storefront|Cart|Content)Error$/.test(error.name);
    return refusal(
      known ? error.message : 'The store could not answer just now. Please try again in a moment.',
    );
  }
}

/** An address of the store, absolute, as an agent passes it on to the shopper. */
export const storeUrl = (path: string) => new URL(path, env.siteUrl).toString();
