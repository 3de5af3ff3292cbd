import { describe, expect, it } from 'vitest';
import { nutrientOf } from './nutrients';

describe('nutrientOf', () => {
  it.each<[string, string | null]>([
    ['Vitamin D3', 'vitamin-d'],
    ['Vitamin D2', 'vitamin-d'],
    ['Vitamin D (as cholecalciferol)', 'vitamin-d'],
    ['Folate', 'folate'],
    ['Folic Acid', 'folate'],
    ['Vitamin A', 'vitamin-a'],
    ['Retinyl Palmitate', 'vitamin-a'],
    ['Vitamin K1', 'vitamin-k'],
    ['Vitamin K2', 'vitamin-k'],
    ['Vitamin B6', 'vitamin-b6'],
    ['Vitamin B12', 'vitamin-b12'],
    ['Niacin', 'niacin'],
    ['Iron', 'iron'],
    ['Beta-Carotene', null],
    ['Turmeric (Curcuma longa)', null],
  ])('%s → %s', (name, nutrient) => {
    expect(nutrientOf({ name })).toBe(nutrient);
  });
});
