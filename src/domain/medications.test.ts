import { describe, expect, it } from 'vitest';
import { medicationsOf, parseMedicationAnswer } from './medications';

describe('parseMedicationAnswer', () => {
  it('reads each answer the quiz gives', () => {
    expect(parseMedicationAnswer({ choice: 'none' })).toEqual({ choice: 'none' });
    expect(parseMedicationAnswer({ choice: 'prefer-not-to-say' })).toEqual({ choice: 'prefer-not-to-say' });
    expect(parseMedicationAnswer({ choice: 'classes', classes: ['statins', 'thyroid', 'statins'] })).toEqual({
      choice: 'classes',
      classes: ['statins', 'thyroid'],
    });
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      'none',
      {},
      { choice: 'classes' },
      { choice: 'classes', classes: [] },
      { choice: 'classes', classes: ['statins', 'aspirin'] },
      { choice: 'some' },
    ]) {
      expect(parseMedicationAnswer(value)).toBeNull();
    }
  });
});

describe('medicationsOf', () => {
  it('names the classes only when the shopper named some', () => {
    expect(medicationsOf(null)).toEqual([]);
    expect(medicationsOf({ choice: 'none' })).toEqual([]);
    expect(medicationsOf({ choice: 'prefer-not-to-say' })).toEqual([]);
    expect(medicationsOf({ choice: 'classes', classes: ['diabetes'] })).toEqual(['diabetes']);
  });
});
