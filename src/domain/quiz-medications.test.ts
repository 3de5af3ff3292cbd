import { describe, expect, it } from 'vitest';
import type { MedicationAnswer } from './medications';
import {
  medicationAnswerOf,
  medicationChoices,
  medicationChoicesOf,
  toggleMedicationChoice,
  type MedicationChoice,
} from './quiz-medications';

describe('toggleMedicationChoice', () => {
  it.each<[string, MedicationChoice[], MedicationChoice, MedicationChoice[]]>([
    ['ticks a class', [], 'statins', ['statins']],
    ['ticks several classes', ['statins'], 'thyroid', ['statins', 'thyroid']],
    ['unticks a class', ['statins', 'thyroid'], 'statins', ['thyroid']],
    ['"None" clears the classes', ['statins', 'thyroid'], 'none', ['none']],
    ['"Prefer not to say" clears the classes', ['diabetes'], 'prefer-not-to-say', ['prefer-not-to-say']],
    [
      '"None" and "Prefer not to say" exclude each other',
      ['none'],
      'prefer-not-to-say',
      ['prefer-not-to-say'],
    ],
    ['a class clears "None"', ['none'], 'blood-thinners', ['blood-thinners']],
    ['a class clears "Prefer not to say"', ['prefer-not-to-say'], 'statins', ['statins']],
    ['"None" unticks', ['none'], 'none', []],
  ])('%s', (_label, choices, choice, expected) => {
    expect(toggleMedicationChoice(choices, choice)).toEqual(expected);
  });
});

describe('medicationAnswerOf and medicationChoicesOf', () => {
  it.each<[MedicationChoice[], MedicationAnswer | null]>([
    [[], null],
    [['none'], { choice: 'none' }],
    [['prefer-not-to-say'], { choice: 'prefer-not-to-say' }],
    [['thyroid', 'blood-thinners'], { choice: 'classes', classes: ['blood-thinners', 'thyroid'] }],
  ])('%o answers %o', (choices, answer) => {
    expect(medicationAnswerOf(choices)).toEqual(answer);
    expect(medicationChoicesOf(answer)).toEqual(
      [...choices].sort((a, b) => medicationChoices.indexOf(a) - medicationChoices.indexOf(b)),
    );
  });

  it('lists every class, then "None" and "Prefer not to say"', () => {
    expect(medicationChoices).toEqual([
      'blood-thinners',
      'blood-pressure',
      'diabetes',
      'thyroid',
      'antidepressants',
      'statins',
      'none',
      'prefer-not-to-say',
    ]);
  });
});
