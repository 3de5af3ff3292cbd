/**
 * The mock Content Lake's engine: a GROQ query evaluated with groq-js over the seed dataset's
 * published documents, as the `published` perspective answers. Loaded by handlers.ts
 * on the first content request, so the mock worker starts without the seed and groq-js.
 */
import { evaluate, parse } from 'groq-js';
import { contentDataset } from './dataset';

export type QueryParams = Record<string, unknown>;

export async function runContentQuery(query: string, params: QueryParams) {
  const started = performance.now();
  const published = contentDataset().documents.filter((document) => !document._id.startsWith('drafts.'));
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset: published, params });
  const result = await value.get();
  return { query, result: result ?? null, ms: Math.round(performance.now() - started) };
}
