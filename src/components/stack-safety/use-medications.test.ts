import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { medicationsOf } from '../../domain/medications';
import { saveMedicationAnswer, useMedicationAnswer } from './use-medications';

afterEach(() => {
  saveMedicationAnswer(null);
});

describe('the medication answer', () => {
  it('is null until the shopper answers, then kept in this browser', () => {
    const { result } = renderHook(() => useMedicationAnswer());
    expect(result.current).toBeNull();
    act(() => saveMedicationAnswer({ choice: 'classes', classes: ['blood-pressure'] }));
    expect(medicationsOf(result.current)).toEqual(['blood-pressure']);
    expect(JSON.parse(window.localStorage.getItem('sankofa:medications')!)).toEqual({
      choice: 'classes',
      classes: ['blood-pressure'],
    });
  });

  it('ignores a stored value that is not an answer', () => {
    window.localStorage.setItem('sankofa:medications', '{"choice":"classes","classes":["aspirin"]}');
    const { result } = renderHook(() => useMedicationAnswer());
    expect(result.current).toBeNull();
    window.localStorage.setItem('sankofa:medications', 'not json');
    expect(renderHook(() => useMedicationAnswer()).result.current).toBeNull();
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useMedicationAnswer());
    act(() => {
      window.localStorage.setItem('sankofa:medications', '{"choice":"none"}');
      window.dispatchEvent(new StorageEvent('storage', { key: 'sankofa:medications' }));
    });
    expect(result.current).toEqual({ choice: 'none' });
  });
});
