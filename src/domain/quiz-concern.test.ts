import { describe, expect, it } from 'vitest';
import { quizConcernForCondition } from './quiz-concern';

describe('quizConcernForCondition', () => {
  it.each([
    ['blood-sugar', 'blood-sugar'],
    ['heart-health', 'heart'],
    ['blood-pressure', 'heart'],
    ['cholesterol', 'cholesterol'],
    ['weight', 'weight'],
    ['energy', 'energy'],
    ['sleep', 'sleep'],
    ['stress', 'stress'],
    ['brain', 'brain'],
    ['joint', 'joint'],
    ['digestion', 'digestive'],
    ['immune', 'immune'],
  ])('opens the quiz for %s with the concern %s', (slug, concern) => {
    expect(quizConcernForCondition(slug)).toBe(concern);
  });

  it.each(['eye', 'mens-health', 'womens-health', 'skin', 'respiratory', 'toString', ''])(
    'opens the quiz without a concern for %s',
    (slug) => {
      expect(quizConcernForCondition(slug)).toBeUndefined();
    },
  );
});
