/**
 * The mock Content Lake's engine: a GROQ query evaluated with groq-js over the seed dataset's
 * published documents, as the `published` perspective answers. Loaded by handlers.ts on the first
 * content request, so the local services start without the seed and groq-js.
 */
import { evaluate, parse } from 'groq-js';
import { contentDataset, type SanityDocument } from './dataset';

export type QueryParams = Record<string, unknown>;

/** A GROQ query's result over `documents`, as groq-js evaluates it. */
export async function evaluateGroq(
  query: string,
  params: QueryParams,
  documents: SanityDocument[],
): Promise<unknown> {
  const value = await evaluate(parse(query, { params }), { dataset: documents, params });
  return value.get();
}

export async function runContentQuery(query: string, params: QueryParams) {
  const started = performance.now();
  const published = contentDataset().documents.filter((document) => !document._id.startsWith('drafts.'));
  const result = await evaluateGroq(query, params, published);
  return { query, result: result ?? null, ms: Math.round(performance.now() - started) };
}
