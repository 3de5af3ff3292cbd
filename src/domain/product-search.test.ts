import { describe, expect, it } from 'vitest';
import seed from '../../mocks/data/content.ndjson?raw';
import { createStoreSearch, normalizeSearchQuery, searchResultLimit, searchStore } from './product-search';

const product = (title: string, benefit: string) => ({ title, benefit });

const products = [
  product('Energy Boost Complex', 'Natural energy and focus without the crash'),
  product('CoQ10 Heart Support', 'Supports heart health and cellular energy'),
  product('Probiotic 40 Billion', 'Gut balance with 40 billion CFU per capsule'),
  product('Turmeric with Ginger', 'Joint comfort and a healthy inflammatory response'),
  product('Sleep Well Melatonin', 'Restful sleep and calm evenings'),
];

/** The seed's conditions (name and keywords), in the editors' order. */
const conditions = seed
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { _id: string; _type: string; name?: string; keywords?: string[] })
  .filter((document) => document._type === 'condition' && !document._id.startsWith('drafts.'))
  .map(({ name = '', keywords = [] }) => ({ name, keywords }));

const titles = (query: string) => searchStore(query, products, conditions).products.map((p) => p.title);
const names = (query: string) => searchStore(query, products, conditions).conditions.map((c) => c.name);

describe('normalizeSearchQuery', () => {
  it.each([
    ['Heart', 'heart'],
    ['  sleep  ', 'sleep'],
    ['\tCoQ10\n', 'coq10'],
    ['   ', ''],
  ])('%j becomes %j', (query, expected) => {
    expect(normalizeSearchQuery(query)).toBe(expected);
  });
});

describe('products match on name or benefit (case-insensitive substring)', () => {
  it.each([
    ['a word of the name', 'Turmeric', ['Turmeric with Ginger']],
    ['any case', 'tURMERIC', ['Turmeric with Ginger']],
    ['part of a word', 'meric', ['Turmeric with Ginger']],
    ['the benefit', 'CFU', ['Probiotic 40 Billion']],
    ['surrounding spaces dropped', '  probiotic ', ['Probiotic 40 Billion']],
    ['inner spaces kept', 'with ginger', ['Turmeric with Ginger']],
    ['no match', 'zinc', []],
  ])('%s: %j', (_label, query, expected) => {
    expect(titles(query)).toEqual(expected);
  });

  it('lists name matches before benefit matches, each in catalogue order', () => {
    expect(titles('energy')).toEqual(['Energy Boost Complex', 'CoQ10 Heart Support']);
    expect(titles('heart')).toEqual(['CoQ10 Heart Support']);
  });
});

describe('conditions match on name or any keyword', () => {
  it.each([
    ['the name', 'Blood Pressure', ['Blood Pressure']],
    ['a keyword', 'hypertension', ['Blood Pressure']],
    ['a keyword in any case', 'a1c', ['Blood Sugar']],
    ['part of a keyword', 'glucos', ['Blood Sugar', 'Joint & Bone']],
    ['a keyword of a condition without a page', 'milk thistle', ['Liver Health']],
    [
      'a keyword shared by several, in editors order',
      'vitamin d',
      ['Joint & Bone', 'Immune Support', 'Daily Nutrition'],
    ],
    ['no match', 'xylophone', []],
  ])('%s: %j', (_label, query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('never matches across two keywords', () => {
    // Blood Sugar's keywords end "... berberine, chromium": "ine chrom" spans two of them.
    expect(names('ine chrom')).toEqual([]);
  });

  it('lists name matches before keyword matches', () => {
    // "heart" is Heart Health's name and also one of its keywords; no other condition has it.
    expect(names('heart')).toEqual(['Heart Health']);
    // "health" is in several names; the keyword "mental health" of Stress & Mood comes after them.
    const health = names('health');
    expect(health.indexOf('Stress & Mood')).toBe(-1);
    expect(health.every((name) => name.toLowerCase().includes('health'))).toBe(true);
  });
});

describe('limits (spec 9: at most 8 products and 8 conditions)', () => {
  const many = Array.from({ length: 74 }, (_, index) =>
    product(`Formula ${index + 1}`, index % 2 ? 'Daily wellness support' : 'Heart support'),
  );

  it('shows at most 8 products even when all 74 match', () => {
    expect(searchStore('formula', many, conditions).products).toHaveLength(searchResultLimit);
  });

  it('shows at most 8 conditions even when more match', () => {
    const matching = conditions.filter((condition) => condition.name.toLowerCase().includes('health'));
    expect(matching.length).toBeGreaterThan(searchResultLimit);
    expect(searchStore('health', many, conditions).conditions).toHaveLength(searchResultLimit);
  });

  it('keeps the first 8 in order', () => {
    expect(searchStore('formula', many, []).products.map((p) => p.title)).toEqual(
      Array.from({ length: 8 }, (_, index) => `Formula ${index + 1}`),
    );
  });

  it('fills the places left by name matches with benefit matches', () => {
    const mixed = [product('Heart A', 'x'), product('B', 'for the heart'), product('Heart C', 'y')];
    expect(searchStore('heart', mixed, [], 2).products.map((p) => p.title)).toEqual(['Heart A', 'Heart C']);
    expect(searchStore('heart', mixed, [], 3).products.map((p) => p.title)).toEqual([
      'Heart A',
      'Heart C',
      'B',
    ]);
  });
});

describe('an empty query', () => {
  it.each(['', '   '])('%j opens on the first 8 of each group', (query) => {
    const results = searchStore(query, products, conditions);
    expect(results.products).toEqual(products);
    expect(results.conditions).toEqual(conditions.slice(0, 8));
  });
});

describe('createStoreSearch', () => {
  it('gives the same answers as a one-off search, again and again', () => {
    const search = createStoreSearch(products, conditions);
    for (const query of ['heart', 'SLEEP', ' cfu ', 'zzz', '']) {
      expect(search(query)).toEqual(searchStore(query, products, conditions));
      expect(search(query)).toEqual(search(query));
    }
  });

  it('keeps up with typing: a keystroke over 74 products takes well under 16 ms', () => {
    const catalogue = Array.from({ length: 74 }, (_, index) =>
      product(
        `Wellness Formula ${index + 1} with Turmeric, Ginger and Black Pepper`,
        'Supports heart health, healthy blood sugar, restful sleep and calm focus every single day.',
      ),
    );
    const search = createStoreSearch(catalogue, conditions);
    const typed = 'blood sugar support';
    const started = performance.now();
    for (let round = 0; round < 20; round += 1) {
      for (let end = 1; end <= typed.length; end += 1) search(typed.slice(0, end));
    }
    const perKeystroke = (performance.now() - started) / (20 * typed.length);
    expect(perKeystroke).toBeLessThan(1);
  });
});
