// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractSchema } from '@sanity/schema/_internal';
import { parse, typeEvaluate, type TypeNode } from 'groq-js';
import * as queries from '../src/lib/sanity/queries';
import { compileContentModel, schemaProblems } from './compiled-schema';
import { listDocuments, schemaTypes, singletonTypes } from './index';
import { seedProblems, type SeedDocument } from './seed-check';

const compiled = compileContentModel();

const SINGLETONS = [
  'siteSettings',
  'homePage',
  'conditionsPage',
  'healthGoalsPage',
  'learnPage',
  'communityPage',
  'aboutPage',
  'cartPage',
  'contactPage',
  'shippingPolicy',
  'faqPage',
  'labResultsPage',
  'legalInfo',
  'quiz',
];
const LIST_DOCUMENTS = [
  'condition',
  'healthGoal',
  'learnTopic',
  'faqItem',
  'legalPage',
  'testimonial',
  'successStory',
  'campaign',
  'communityFeed',
  'labReport',
  'interactionRule',
];

describe('the content model', () => {
  it('compiles with no error and no warning, as `sanity schema validate` checks it', () => {
    expect(schemaProblems()).toEqual([]);
  });

  it.each(SINGLETONS)('%s is a singleton document', (name) => {
    expect(singletonTypes.has(name)).toBe(true);
    expect(compiled.get(name)?.type?.name).toBe('document');
  });

  it.each(LIST_DOCUMENTS)('%s is a list document editors can add to', (name) => {
    expect(singletonTypes.has(name)).toBe(false);
    expect(listDocuments.map((type) => type.name)).toContain(name);
    expect(compiled.get(name)?.type?.name).toBe('document');
  });

  it('registers no other document type', () => {
    const documents = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);
    expect(documents.sort()).toEqual([...SINGLETONS, ...LIST_DOCUMENTS].sort());
  });
});

/**
 * Paths in a query's result whose value can only be null: GROQ reads a field there that no type
 * declares, so the page would get nothing once an editor fills the Studio.
 */
function undeclaredFields(node: TypeNode, path: string, found: string[]): void {
  switch (node.type) {
    case 'object':
      for (const [name, attribute] of Object.entries(node.attributes)) {
        const attributePath = path ? `${path}.${name}` : name;
        if (attribute.value.type === 'null') found.push(attributePath);
        else undeclaredFields(attribute.value, attributePath, found);
      }
      return;
    case 'array':
      undeclaredFields(node.of, `${path}[]`, found);
      return;
    case 'union':
      for (const member of node.of) undeclaredFields(member, path, found);
      return;
    default:
  }
}

describe('the storefront queries', () => {
  const contentSchema = extractSchema(compiled as never);
  // The GROQ queries, not the query options beside them.
  const groqQueries = Object.entries(queries as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );

  it.each(groqQueries)('%s reads only declared fields', (_name, query) => {
    const result = typeEvaluate(
      parse(query, { params: { slug: 'x', lot: 'SW2602-014', handle: 'x' } }),
      contentSchema,
    );
    const found: string[] = [];
    undeclaredFields(result, '', found);
    expect(found).toEqual([]);
  });
});

const SEED_FOLDER = fileURLToPath(new URL('../mocks/data/', import.meta.url));

function seedDocuments(): { documents: SeedDocument[]; unreadable: string[] } {
  const documents: SeedDocument[] = [];
  const unreadable: string[] = [];
  const files = readdirSync(SEED_FOLDER)
    .filter((file) => file.endsWith('.ndjson'))
    .sort();
  for (const file of files) {
    readFileSync(`${SEED_FOLDER}${file}`, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!line.trim()) return;
        const source = `${file}:${index + 1}`;
        try {
          const value: unknown = JSON.parse(line);
          if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
            documents.push({ source, value: value as Record<string, unknown> });
          } else unreadable.push(`${source}: a line must be one JSON object`);
        } catch (error) {
          unreadable.push(`${source}: ${(error as Error).message}`);
        }
      });
  }
  return { documents, unreadable };
}

describe('the seed dataset (mocks/data/*.ndjson)', () => {
  const { documents, unreadable } = seedDocuments();

  it('is one JSON document per line', () => {
    expect(unreadable).toEqual([]);
  });

  it('imports into this content model: known types, declared fields, keyed lists, existing references', () => {
    expect(seedProblems(documents, compiled, singletonTypes)).toEqual([]);
  });
});
