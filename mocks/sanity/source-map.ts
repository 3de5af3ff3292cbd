/**
 * The Content Source Map the Content Lake adds to an answer when asked (`resultSourceMap`): for
 * each string of the result, the document and the field it came from, so that the client's stega
 * encoding (and with it the Presentation tool's overlays) can lead an editor from a text on the
 * page to the field that holds it. The format is Sanity's (`ContentSourceMap` of @sanity/client).
 *
 * groq-js does not say where a value of its result came from, so the local Content Lake finds it
 * by the text itself: a result string is mapped to the one field, among the documents the query
 * could see, that holds exactly that text. A text that several fields hold (a label repeated on
 * two pages) stays unmapped: it gets no overlay rather than one that leads to a field that may not be its own; so does a text the query itself could have made
 * (a string literal of the query, such as a `coalesce` default, or a parameter's value). In the
 * `drafts` perspective a draft stands in for its published document, so the two count as one.
 * Empty text is never mapped.
 */
import type { ContentSourceMap, ContentSourceMapParsedPath } from '@sanity/client/csm';
import { jsonPath } from '@sanity/client/csm';
import type { ViewedDocument } from './perspective';

/** `withKeyArraySelector` names an item of a keyed array by its `_key`, as the Studio does; `true`, by its index. */
export type SourceMapFormat = 'withKeyArraySelector' | 'withIndex';

interface Field {
  document: ViewedDocument;
  path: ContentSourceMapParsedPath;
}

type Index = Map<string, Field | 'ambiguous'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every text of the documents, by its value: the one field that holds it, or 'ambiguous'. */
function indexTexts(documents: readonly ViewedDocument[]): Index {
  const index: Index = new Map();
  const visit = (document: ViewedDocument, value: unknown, path: ContentSourceMapParsedPath) => {
    if (typeof value === 'string') {
      if (value.trim() === '') return;
      index.set(value, index.has(value) ? 'ambiguous' : { document, path });
    } else if (Array.isArray(value)) {
      value.forEach((item, position) => {
        const key = isRecord(item) && typeof item._key === 'string' ? item._key : '';
        visit(document, item, [...path, { _key: key, _index: position }]);
      });
    } else if (isRecord(value)) {
      // System fields (`_id`, `_type`, `_key`, `_ref`...) are not content an editor writes.
      for (const [key, child] of Object.entries(value))
        if (!key.startsWith('_')) visit(document, child, [...path, key]);
    }
  };
  for (const document of documents) visit(document, document.document, []);
  return index;
}

function sourcePath(path: ContentSourceMapParsedPath, format: SourceMapFormat): string {
  return jsonPath(
    format === 'withKeyArraySelector'
      ? path
      : path.map((segment) => (typeof segment === 'object' ? segment._index : segment)),
  );
}

/** The source map of `result`, a query's answer over `documents` (the perspective's). */
export function contentSourceMap(
  result: unknown,
  documents: readonly ViewedDocument[],
  format: SourceMapFormat,
  queryTexts: ReadonlySet<string>,
): ContentSourceMap {
  const index = indexTexts(documents);
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentNumbers = new Map<string, number>();
  const pathNumbers = new Map<string, number>();
  const numberOf = <T>(numbers: Map<string, number>, key: string, list: T[], item: () => T) => {
    let number = numbers.get(key);
    if (number === undefined) {
      number = list.push(item()) - 1;
      numbers.set(key, number);
    }
    return number;
  };

  const visit = (value: unknown, resultPath: ContentSourceMapParsedPath) => {
    if (typeof value === 'string') {
      const field = index.get(value);
      if (queryTexts.has(value) || field === undefined || field === 'ambiguous') return;
      const { originalId } = field.document;
      const document = numberOf(documentNumbers, originalId, map.documents, () => ({
        _id: originalId,
        _type: field.document.document._type,
      }));
      const path = sourcePath(field.path, format);
      map.mappings[jsonPath(resultPath)] = {
        type: 'value',
        source: { type: 'documentValue', document, path: numberOf(pathNumbers, path, map.paths, () => path) },
      };
    } else if (Array.isArray(value)) {
      value.forEach((item, position) => visit(item, [...resultPath, position]));
    } else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) visit(child, [...resultPath, key]);
    }
  };
  visit(result, []);
  return map;
}
