/**
 * The shopper's medication answer from the quiz, kept in this browser only (localStorage) and never
 * sent anywhere: the cart, the product page and the recommendations read it to look for
 * interactions. Every tab sees a change at once; a prerendered page hydrates with no answer.
 */
import { useSyncExternalStore } from 'react';
import { parseMedicationAnswer, type MedicationAnswer } from '../../domain/medications';
import { parsedReader, storedText } from '../../lib/browser-storage';

const stored = storedText('sankofa:medications');
const readAnswer = parsedReader(stored, parseMedicationAnswer);

/** Keeps (or, with null, forgets) the shopper's answer in this browser. */
export function saveMedicationAnswer(answer: MedicationAnswer | null) {
  stored.write(answer === null ? null : JSON.stringify(answer));
}

/** The shopper's medication answer, or null when they have not answered (or on the server). */
export function useMedicationAnswer(): MedicationAnswer | null {
  return useSyncExternalStore(stored.subscribe, readAnswer, () => null);
}
