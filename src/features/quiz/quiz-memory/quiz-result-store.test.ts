import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuizResult } from '../../../domain/quiz-result';
import { useHasQuizResult } from './quiz-result-presence';
import {
  discardUnreadableQuizResult,
  QUIZ_RESULT_STORAGE_KEY,
  saveQuizResult,
  useQuizResult,
} from './quiz-result-store';

const result: QuizResult = {
  answers: { ageGroup: '50-64', gender: 'male', primaryConcerns: ['joint'], symptoms: [] },
  recommendations: [{ number: '10', reasons: [{ kind: 'concern', value: 'joint' }] }],
  finishedAt: '2026-11-20T10:00:00.000Z',
};

afterEach(() => {
  saveQuizResult(null);
});

describe('the quiz result kept in this browser', () => {
  it('is null until the shopper finishes the quiz, then kept in localStorage', () => {
    const { result: hook } = renderHook(() => useQuizResult());
    expect(hook.current).toBeNull();
    act(() => saveQuizResult(result));
    expect(hook.current).toEqual(result);
    expect(JSON.parse(window.localStorage.getItem(QUIZ_RESULT_STORAGE_KEY)!)).toEqual({
      answers: result.answers,
      recommendations: [{ number: '10', reasons: ['concern:joint'] }],
      finishedAt: result.finishedAt,
    });
    act(() => saveQuizResult(null));
    expect(hook.current).toBeNull();
    expect(window.localStorage.getItem(QUIZ_RESULT_STORAGE_KEY)).toBeNull();
  });

  it.each(['not json', '{}', '{"answers":{},"recommendations":[],"finishedAt":"2026-11-20"}', 'null'])(
    'ignores a stored value that is not a result: %s',
    (raw) => {
      window.localStorage.setItem(QUIZ_RESULT_STORAGE_KEY, raw);
      expect(renderHook(() => useQuizResult()).result.current).toBeNull();
    },
  );

  it('follows a result finished in another tab', () => {
    const { result: hook } = renderHook(() => useQuizResult());
    act(() => {
      saveQuizResult(result);
      window.dispatchEvent(new StorageEvent('storage', { key: QUIZ_RESULT_STORAGE_KEY }));
    });
    expect(hook.current?.recommendations.map((pick) => pick.number)).toEqual(['10']);
  });
});

describe('an entry that is not a result', () => {
  it('counts as kept for the header until the quiz discards it', () => {
    window.localStorage.setItem(QUIZ_RESULT_STORAGE_KEY, '{"answers":1}');
    const { result: has } = renderHook(() => useHasQuizResult());
    expect(has.current).toBe(true);
    act(() => discardUnreadableQuizResult());
    expect(has.current).toBe(false);
    expect(window.localStorage.getItem(QUIZ_RESULT_STORAGE_KEY)).toBeNull();
  });

  it('is never discarded when it reads', () => {
    saveQuizResult(result);
    discardUnreadableQuizResult();
    expect(renderHook(() => useHasQuizResult()).result.current).toBe(true);
  });
});
