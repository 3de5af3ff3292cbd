import { describe, expect, it } from 'vitest';
import {
  footnotesOf,
  formatAmount,
  formatDailyValue,
  isCalorieBased,
  isCalories,
  pricePerServing,
  pricePerServingWords,
} from './supplement-facts';

const row = {
  name: 'Vitamin D3',
  form: null,
  amount: 125,
  unit: 'mcg',
  amountNote: null,
  dailyValue: 625,
  indent: false,
};

describe('formatAmount', () => {
  it('prints the amount per serving as a label does, with a second statement in parentheses', () => {
    expect(formatAmount({ amount: 125, unit: 'mcg', amountNote: '5,000 IU' })).toBe('125 mcg (5,000 IU)');
    expect(formatAmount({ amount: 1200, unit: 'mg' })).toBe('1,200 mg');
    expect(formatAmount({ amount: 0.5, unit: 'g' })).toBe('0.5 g');
    expect(formatAmount({ amount: 40, unit: 'billion CFU' })).toBe('40 billion CFU');
  });
});

describe('formatDailyValue', () => {
  it('prints a whole percent, "<1%" below one, and a dagger where none is established', () => {
    expect(formatDailyValue(625)).toBe('625%');
    expect(formatDailyValue(2083.4)).toBe('2,083%');
    expect(formatDailyValue(0.4)).toBe('<1%');
    expect(formatDailyValue(0)).toBe('0%');
    expect(formatDailyValue(null)).toBe('†');
  });
});

describe('footnotesOf', () => {
  it('asks for the dagger footnote when an amount has no Daily Value or there is a blend', () => {
    expect(footnotesOf({ rows: [row], blends: [] })).toEqual({ notEstablished: false, calorieBased: false });
    expect(
      footnotesOf({ rows: [row, { ...row, name: 'EPA', dailyValue: null }], blends: [] }).notEstablished,
    ).toBe(true);
    expect(
      footnotesOf({ rows: [row], blends: [{ name: 'Blend', amount: 1, unit: 'g', ingredients: ['A'] }] })
        .notEstablished,
    ).toBe(true);
  });

  it('gives calories no dagger: energy has no Daily Value to fall short of', () => {
    const calories = { ...row, name: 'Calories', amount: 25, unit: 'kcal', dailyValue: null };
    expect(isCalories(calories)).toBe(true);
    expect(footnotesOf({ rows: [row, calories], blends: [] }).notEstablished).toBe(false);
  });

  it('asks for the 2,000 calorie footnote for fat, carbohydrate, fiber, added sugars and protein', () => {
    const fat = { ...row, name: 'Total Fat', amount: 2, unit: 'g', dailyValue: 3 };
    expect(isCalorieBased(fat)).toBe(true);
    expect(isCalorieBased({ ...fat, dailyValue: null })).toBe(false);
    expect(isCalorieBased(row)).toBe(false);
    expect(footnotesOf({ rows: [row, fat], blends: [] }).calorieBased).toBe(true);
  });
});

describe('pricePerServing', () => {
  it('divides the price by the servings, to the cent', () => {
    expect(pricePerServing(199.99, { servingsPerContainer: 30 })).toBe(6.67);
    expect(pricePerServing(0, { servingsPerContainer: 30 })).toBe(0);
    expect(pricePerServing(20, { servingsPerContainer: 0 })).toBeNull();
  });
});

describe('pricePerServingWords', () => {
  it.each([
    ['a price and its servings', 199.99, 30, '$6.67 per serving (30 servings)'],
    ['a whole amount, without cents', 600, 30, '$20 per serving (30 servings)'],
    ['a container of no servings', 20, 0, null],
  ])('%s', (_, amount, servingsPerContainer, words) => {
    expect(pricePerServingWords({ amount, currencyCode: 'USD' }, { servingsPerContainer })).toBe(words);
  });
});
