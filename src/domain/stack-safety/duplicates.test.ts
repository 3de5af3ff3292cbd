import { describe, expect, it } from 'vitest';
import { checkStack } from './check-stack';
import { first, product, row } from './test-stacks';

describe('checkStack: duplicates', () => {
  it('names an ingredient in two products, with caution for fat-soluble vitamins and iron', () => {
    const findings = checkStack([
      product('a', 'Turmeric Plus', [row('Turmeric (Curcuma longa)', 500, 'mg'), row('Iron', 10, 'mg')]),
      product('b', 'Liver Support', [
        row('Organic Turmeric (Curcuma longa)', 200, 'mg'),
        row('Iron', 5, 'mg'),
      ]),
    ]);
    expect(findings.map((f) => [f.severity, f.kind, f.nutrient])).toEqual([
      ['caution', 'duplicate', 'iron'],
      ['info', 'duplicate', 'Turmeric'],
    ]);
    expect(first(findings.slice(1)).message).toBe(
      'Turmeric is in more than one product: Turmeric Plus and Liver Support. Talk to your healthcare provider before taking them together.',
    );
  });

  it('treats vitamin K1 and K2 as one vitamin', () => {
    const findings = checkStack([
      product('a', 'A', [row('Vitamin K1', 90, 'mcg')]),
      product('b', 'B', [row('Vitamin K2', 100, 'mcg')]),
    ]);
    expect(findings).toHaveLength(1);
    expect(first(findings)).toMatchObject({ kind: 'duplicate', severity: 'caution', nutrient: 'vitamin K' });
  });

  it('leaves out calories, fat, carbohydrate, sugars, protein and sodium', () => {
    const panel = [
      row('Calories', 15, 'kcal'),
      row('Total Fat', 1, 'g'),
      row('Total Carbohydrate', 4, 'g'),
      row('Total Sugars', 3, 'g'),
      row('Added Sugars', 3, 'g'),
      row('Protein', 2, 'g'),
      row('Sodium', 60, 'mg'),
    ];
    expect(checkStack([product('a', 'A', panel), product('b', 'B', panel)])).toEqual([]);
  });

  it('does not count one product listed twice as a duplicate', () => {
    const d = product('d', 'D', [row('Vitamin D3', 25, 'mcg')]);
    expect(checkStack([d, d])).toEqual([]);
  });
});
