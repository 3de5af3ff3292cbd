/**
 * Every text of the seed and the catalogue that a shopper can read (pages, site settings, FAQ,
 * badges, product copy) states the store's one return promise, or none: a page that promised a
 * kinder guarantee than Shipping & Returns would be a promise the returns desk then breaks.
 */
import { describe, expect, it } from 'vitest';
import { returnPromiseProblems } from '../../src/domain/return-promise';
import { contentDataset } from '../sanity/dataset';
import { catalogue } from './catalogue';

/** Each text a reader sees in `value`, a rich-text block's spans joined, with where it is. */
function textsIn(value: unknown, where: string): [where: string, text: string][] {
  if (typeof value === 'string') return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, `${where}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (record._type === 'block' && Array.isArray(record.children)) {
    const spans = record.children as { text?: unknown }[];
    return [[where, spans.map((span) => (typeof span.text === 'string' ? span.text : '')).join('')]];
  }
  return Object.entries(record)
    .filter(([key]) => !key.startsWith('_'))
    .flatMap(([key, item]) => textsIn(item, `${where}.${key}`));
}

const contentTexts = contentDataset()
  .documents.filter((document) => !document._type.startsWith('sanity.'))
  .flatMap((document) => textsIn(document, document._id));
const productTexts = catalogue.flatMap((product) => textsIn(product, product.handle));

describe('the return promise', () => {
  it.each([
    ['the content seed', contentTexts],
    ['the catalogue', productTexts],
  ])('is the same one everywhere in %s', (_source, texts) => {
    const problems = texts.flatMap(([where, text]) =>
      returnPromiseProblems(text).map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('is stated where shoppers look for it: Shipping & Returns, the FAQ and the home page', () => {
    const stating = contentTexts
      .filter(([, text]) => /30-day money-back guarantee/i.test(text))
      .map(([where]) => where.split(/[.[]/)[0]);
    expect(new Set(stating)).toEqual(
      new Set(['homePage', 'aboutPage', 'legalPage-terms', 'shippingPolicy', 'faqItem-returns']),
    );
  });
});
