/**
 * The mock Content Lake's engine: a GROQ query evaluated with groq-js over the seed dataset as a
 * perspective shows it (perspective.ts; `published` unless the request names another), with the
 * answer's Content Source Map when the request asks for one (source-map.ts). Loaded by handlers.ts
 * on the first content request, so the local services start without the seed and groq-js.
 */
import { evaluate, parse, type ExprNode } from 'groq-js';
import { contentDataset, type SanityDocument } from './dataset';
import { documentsInPerspective, type Perspective } from './perspective';
import { contentSourceMap, type SourceMapFormat } from './source-map';

export type QueryParams = Record<string, unknown>;

export interface QueryOptions {
  perspective: Perspective;
  /** Absent: no source map, as the Content Lake answers unless asked. */
  resultSourceMap?: SourceMapFormat;
}

/** A GROQ query's result over `documents`, as groq-js evaluates it. */
export async function evaluateGroq(
  query: string,
  params: QueryParams,
  documents: SanityDocument[],
): Promise<unknown> {
  const value = await evaluate(parse(query, { params }), { dataset: documents, params });
  return value.get();
}

/** The strings the query itself holds: its literals and, substituted by the parser, its parameters. */
function stringsOf(tree: ExprNode): Set<string> {
  const strings = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      const { type, value } = node as { type?: unknown; value?: unknown };
      if (type === 'Value' && typeof value === 'string') strings.add(value);
      Object.values(node).forEach(visit);
    }
  };
  visit(tree);
  return strings;
}

export async function runContentQuery(
  query: string,
  params: QueryParams,
  options: QueryOptions = { perspective: 'published' },
) {
  const started = performance.now();
  const documents = documentsInPerspective(contentDataset().documents, options.perspective);
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset: documents.map((each) => each.document), params });
  const result = (await value.get()) ?? null;
  const resultSourceMap =
    options.resultSourceMap && contentSourceMap(result, documents, options.resultSourceMap, stringsOf(tree));
  return {
    query,
    result,
    ...(resultSourceMap && { resultSourceMap }),
    ms: Math.round(performance.now() - started),
  };
}
