import { describe, expect, it } from 'vitest';
import { emptyQuizAnswers } from '../../domain/recommendations';
import { answersSent } from './quiz-answer';

const sent = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('the answers the quiz page’s form sent', () => {
  it('take a step’s one answer from its field, keeping the answer given when none is ticked', () => {
    const answers = { ...emptyQuizAnswers(), ageGroup: '18-34' };
    expect(answersSent(answers, 1, sent([['ageGroup', '35-49']]))).toEqual({ ...answers, ageGroup: '35-49' });
    expect(answersSent(answers, 1, sent([]))).toEqual(answers);
    expect(answersSent(answers, 2, sent([['gender', 'female']]))).toEqual({ ...answers, gender: 'female' });
  });

  it('keep ticked answers in the order they were ticked, the newly ticked after them in the form’s order', () => {
    const answers = { ...emptyQuizAnswers(), primaryConcerns: ['sleep', 'heart', 'energy'] };
    const ticked = sent([
      ['primaryConcerns', 'blood-sugar'],
      ['primaryConcerns', 'heart'],
      ['primaryConcerns', 'sleep'],
    ]);
    expect(answersSent(answers, 3, ticked).primaryConcerns).toEqual(['sleep', 'heart', 'blood-sugar']);
    expect(answersSent(answers, 4, sent([['symptoms', 'fatigue']])).symptoms).toEqual(['fatigue']);
  });
});
