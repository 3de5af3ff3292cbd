// @vitest-environment node
/**
 * The content's generated files (scripts/content-typegen.ts) are those `npm run typegen` would
 * write now, and every query the store sends has the shape its answers are checked against.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateContentTypes, generatedFiles } from '../../../scripts/content-typegen';
import { answerShapeKey } from './answer-shape';
import { answerShapes } from './answer-shapes.generated';
import * as queries from './queries';

const root = resolve(import.meta.dirname, '../../..');

// The GROQ queries, not the query options beside them.
const groqQueries = Object.entries(queries as Record<string, unknown>).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string',
);

describe('generated content types', () => {
  it('match what `npm run typegen` would generate (run it after changing a schema or a query)', async () => {
    const files = await generateContentTypes();
    for (const file of Object.keys(generatedFiles) as (keyof typeof generatedFiles)[]) {
      const path = generatedFiles[file];
      expect(readFileSync(resolve(root, path), 'utf8'), `${path} is stale: run npm run typegen`).toBe(
        files[file],
      );
    }
  }, 120_000);

  it.each(groqQueries)('%s has the shape its answers are checked against', (_name, query) => {
    expect(answerShapes[answerShapeKey(query)]).toBeDefined();
  });
});
