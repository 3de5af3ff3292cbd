/**
 * Runs the Studio's own document validation outside the Studio, over a dataset held in memory:
 * the markers an editor would see on each document, including the checks that ask the Content
 * Lake (unique aliases and legal kinds), which are answered by evaluating their GROQ locally.
 */
import { evaluate, parse } from 'groq-js';
import { createSchema, validateDocument, type SanityDocument, type Workspace } from 'sanity';
import { schemaTypes } from './index';

export interface DatasetDocument {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

/** The few client calls the content model's validators make, answered from the dataset. */
function localClient(dataset: readonly DatasetDocument[]) {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const value = await evaluate(parse(query, { params }), { dataset, params });
      return value.get();
    },
    withConfig: () => client,
    clone: () => client,
    config: () => ({ apiVersion: '2025-02-19' }),
  };
  return client;
}

const schema = createSchema({ name: 'sankofa', types: schemaTypes });

/** "id path: level message" for every marker the Studio would show on these documents. */
export async function studioMarkers(
  documents: readonly DatasetDocument[],
  dataset: readonly DatasetDocument[] = documents,
): Promise<string[]> {
  const ids = new Set(dataset.map((document) => document._id));
  const client = localClient(dataset);
  // Only the parts of a workspace that validation reads; the rest of the Studio is not needed here.
  const workspace = { schema, getClient: () => client } as unknown as Workspace;
  const markers: string[] = [];
  for (const document of documents) {
    // Assets are written by uploads, not by editors.
    if (document._type.startsWith('sanity.')) continue;
    const found = await validateDocument({
      document: document as SanityDocument,
      workspace,
      environment: 'studio',
      getDocumentExists: async ({ id }) => ids.has(id),
    });
    for (const marker of found) {
      const path = marker.path.reduce<string>((text, segment) => {
        if (typeof segment === 'string') return text ? `${text}.${segment}` : segment;
        if (typeof segment === 'number') return `${text}[${segment}]`;
        return '_key' in segment ? `${text}[${segment._key}]` : text;
      }, '');
      markers.push(`${document._id} ${path}: ${marker.level} ${marker.message}`);
    }
  }
  return markers;
}
