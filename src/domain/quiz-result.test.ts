import { describe, expect, it } from 'vitest';
import {
  decodeQuizReason,
  encodeQuizReason,
  isNewerQuizResult,
  parseQuizResult,
  reconcileQuizResults,
  storedQuizResult,
  type QuizResult,
} from './quiz-result';

const result: QuizResult = {
  answers: {
    ageGroup: '35-49',
    gender: 'female',
    primaryConcerns: ['blood-sugar', 'heart'],
    symptoms: ['fatigue'],
  },
  recommendations: [
    { number: '9', reasons: [{ kind: 'concern', value: 'blood-sugar' }] },
    {
      number: '1',
      reasons: [
        { kind: 'symptom', value: 'fatigue' },
        { kind: 'gender', value: 'female' },
      ],
    },
  ],
  finishedAt: '2026-11-20T10:00:00.000Z',
};

const stored = () => JSON.parse(JSON.stringify(storedQuizResult(result))) as Record<string, unknown>;

describe('storedQuizResult and parseQuizResult', () => {
  it('stores reasons as "kind:value" text', () => {
    expect(storedQuizResult(result).recommendations).toEqual([
      { number: '9', reasons: ['concern:blood-sugar'] },
      { number: '1', reasons: ['symptom:fatigue', 'gender:female'] },
    ]);
  });

  it('reads back what it stores', () => {
    expect(parseQuizResult(stored())).toEqual(result);
  });

  it('reads a result without answers to the optional questions, and without products', () => {
    const empty = {
      answers: { ageGroup: '65+', gender: null, primaryConcerns: ['immune'], symptoms: [] },
      recommendations: [],
      finishedAt: '2026-11-20T10:00:00Z',
    };
    expect(parseQuizResult(empty)).toEqual({ ...empty, finishedAt: '2026-11-20T10:00:00.000Z' });
  });

  const broken = (change: (value: Record<string, unknown>) => void) => {
    const value = stored();
    change(value);
    return value;
  };

  it.each<[string, unknown]>([
    ['nothing', null],
    ['text', 'quiz'],
    ['a list', []],
    ['no answers', broken((value) => delete value.answers)],
    [
      'answers that are not lists',
      broken((value) => ((value.answers as Record<string, unknown>).symptoms = 'fatigue')),
    ],
    [
      'an age group that is a number',
      broken((value) => ((value.answers as Record<string, unknown>).ageGroup = 35)),
    ],
    ['an empty answer value', broken((value) => ((value.answers as Record<string, unknown>).gender = ''))],
    [
      'an answer too long',
      broken((value) => ((value.answers as Record<string, unknown>).gender = 'x'.repeat(61))),
    ],
    [
      'an answer with "|"',
      broken((value) => ((value.answers as Record<string, unknown>).primaryConcerns = ['a|b'])),
    ],
    [
      'too many concerns',
      broken(
        (value) =>
          ((value.answers as Record<string, unknown>).primaryConcerns = Array.from(
            { length: 25 },
            (_, i) => `c${i}`,
          )),
      ),
    ],
    ['no recommendations', broken((value) => delete value.recommendations)],
    [
      'thirteen recommendations',
      broken(
        (value) =>
          (value.recommendations = Array.from({ length: 13 }, (_, i) => ({
            number: String(i),
            reasons: [],
          }))),
      ),
    ],
    [
      'a product id instead of a number',
      broken((value) => (value.recommendations = [{ number: 'gid://x', reasons: [] }])),
    ],
    [
      'a product twice',
      broken(
        (value) =>
          (value.recommendations = [
            { number: '9', reasons: [] },
            { number: '9', reasons: [] },
          ]),
      ),
    ],
    [
      'a reason of another kind',
      broken((value) => (value.recommendations = [{ number: '9', reasons: ['price:low'] }])),
    ],
    [
      'a reason without a value',
      broken((value) => (value.recommendations = [{ number: '9', reasons: ['concern:'] }])),
    ],
    [
      'a reason as an object',
      broken((value) => (value.recommendations = [{ number: '9', reasons: [{ kind: 'concern' }] }])),
    ],
    ['no finish time', broken((value) => delete value.finishedAt)],
    ['a finish time that is no date', broken((value) => (value.finishedAt = 'yesterday'))],
  ])('ignores %s', (_label, value) => {
    expect(parseQuizResult(value)).toBeNull();
  });
});

describe('quiz reasons as text', () => {
  it('round-trips', () => {
    expect(decodeQuizReason(encodeQuizReason({ kind: 'symptom', value: 'brain-fog' }))).toEqual({
      kind: 'symptom',
      value: 'brain-fog',
    });
    expect(decodeQuizReason('concern:a:b')).toEqual({ kind: 'concern', value: 'a:b' });
  });

  it.each(['concern', 'heart', ':heart', 'Concern:heart', 42])('refuses %o', (text) => {
    expect(decodeQuizReason(text)).toBeNull();
  });
});

describe('which result wins (newer)', () => {
  const older = { ...result, finishedAt: '2026-11-01T10:00:00.000Z' };
  const newer = { ...result, finishedAt: '2026-11-21T10:00:00.000Z' };

  it('isNewerQuizResult', () => {
    expect(isNewerQuizResult(newer, older)).toBe(true);
    expect(isNewerQuizResult(older, newer)).toBe(false);
    expect(isNewerQuizResult(older, older)).toBe(false);
    expect(isNewerQuizResult(older, null)).toBe(true);
    expect(isNewerQuizResult(null, older)).toBe(false);
  });

  it.each<
    [string, QuizResult | null, QuizResult | null, { keep: QuizResult | null; upload: QuizResult | null }]
  >([
    ['the account has a newer one: this browser keeps it', older, newer, { keep: newer, upload: null }],
    ['this browser has a newer one: the account gets it', newer, older, { keep: null, upload: newer }],
    ['only the account has one', null, older, { keep: older, upload: null }],
    ['only this browser has one', older, null, { keep: null, upload: older }],
    ['the same one on both', older, { ...older }, { keep: null, upload: null }],
    ['neither has one', null, null, { keep: null, upload: null }],
  ])('%s', (_label, local, account, expected) => {
    expect(reconcileQuizResults(local, account)).toEqual(expected);
  });
});
