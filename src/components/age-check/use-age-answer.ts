import { useRef, useState, type FormEvent } from 'react';
import { readAgeAnswer } from '../../domain/age-check';
import { shopperToday } from '../../domain/calendar-date';

/**
 * The date of birth field's answer, as the age question (a dialog, or Buy Now's page) reads it on
 * submit: a problem with what was typed is said under the field, which takes the focus; an answer
 * under 18 is `refused`; 18 or more goes to `onOldEnough`.
 */
export function useAgeAnswer(onOldEnough: (dateOfBirth: string) => void) {
  const field = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = readAgeAnswer(field.current?.value ?? '', shopperToday());
    if (answer.kind === 'problem') {
      setProblem(answer.problem);
      field.current?.focus();
    } else if (answer.kind === 'too-young') setRefused(true);
    else onOldEnough(answer.dateOfBirth);
  };
  return { field, problem, clearProblem: () => setProblem(null), refused, submit };
}
