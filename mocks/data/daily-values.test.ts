import { describe, expect, it } from 'vitest';
import { dailyValues } from './daily-values';

describe('dailyValues', () => {
  it('uses the current Daily Values', () => {
    expect(dailyValues['Vitamin D']).toEqual({ amount: 20, unit: 'mcg' });
    expect(dailyValues['Vitamin K']).toEqual({ amount: 120, unit: 'mcg' });
    expect(dailyValues.Folate).toEqual({ amount: 400, unit: 'mcg DFE' });
    expect(dailyValues.Iron).toEqual({ amount: 18, unit: 'mg' });
    expect(dailyValues['Added Sugars']).toEqual({ amount: 50, unit: 'g' });
  });
});
