// @vitest-environment node
/**
 * The Storefront operations the store sends are valid for the API version it targets, and the
 * generated types are those `npm run codegen` would write now.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { generate } from '@graphql-codegen/cli';
import { finishGeneratedFile, shopifyCodegenConfig } from '../../../codegen';
import * as generated from './generated/graphql';

const root = resolve(import.meta.dirname, '../../..');
const schema = buildClientSchema(
  JSON.parse(
    readFileSync(resolve(root, 'node_modules/@shopify/hydrogen-react/storefront.schema.json'), 'utf8'),
  ) as IntrospectionQuery,
);

const operations = Object.entries(generated).filter(
  ([name, value]) => name.endsWith('Document') && value instanceof generated.TypedDocumentString,
);

describe('Storefront operations', () => {
  it('include the queries the store needs', () => {
    expect(operations.map(([name]) => name).sort()).toEqual([
      'CartAttributesUpdateDocument',
      'CartCreateDocument',
      'CartDiscountCodesUpdateDocument',
      'CartLinesAddDocument',
      'CartLinesAddWithAttributesDocument',
      'CartLinesRemoveDocument',
      'CartLinesUpdateDocument',
      'CollectionDocument',
      'CollectionHandlesDocument',
      'CollectionPagesDocument',
      'ProductByHandleDocument',
      'ProductFactsDocument',
      'ProductSellingPlansDocument',
      'ProductsByIdsDocument',
      'ProductsDocument',
      'SavedCartDocument',
      'ShopAnalyticsDocument',
      'VariantToAddDocument',
    ]);
  });

  it.each(operations)('%s is valid against the 2026-04 schema', (_name, document) => {
    expect(validate(schema, parse(String(document)))).toEqual([]);
  });
});

describe('generated types', () => {
  it('match what `npm run codegen` would generate (run it after changing a .graphql file)', async () => {
    const outputs = await generate({ ...shopifyCodegenConfig, hooks: {}, cwd: root }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const path = resolve(root, output.filename);
      const expected = await finishGeneratedFile(path, output.content);
      expect(readFileSync(path, 'utf8'), `${output.filename} is stale: run npm run codegen`).toBe(expected);
    }
  }, 60_000);
});
