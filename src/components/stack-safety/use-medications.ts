/**
 * The shopper's medication answer from the quiz, kept in this browser only (localStorage) and never
 * sent anywhere: the cart, the product page and the recommendations read it to look for
 * interactions. Every tab sees a change at once; a prerendered page hydrates with no answer.
 */
import { useSyncExternalStore } from 'react';
import { parseMedicationAnswer, type MedicationAnswer } from '../../domain/medications';

const storageKey = 'sankofa:medications';
const listeners = new Set<() => void>();

let cachedRaw: string | null | undefined;
let cachedAnswer: MedicationAnswer | null = null;
/** Where the answer lives while storage is blocked (private mode, a policy): as long as this page does. */
let memory: string | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return memory;
  }
}

function snapshot(): MedicationAnswer | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedAnswer = raw === null ? null : parseMedicationAnswer(JSON.parse(raw));
    } catch {
      cachedAnswer = null;
    }
  }
  return cachedAnswer;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Keeps (or, with null, forgets) the shopper's answer in this browser. */
export function saveMedicationAnswer(answer: MedicationAnswer | null) {
  const raw = answer === null ? null : JSON.stringify(answer);
  try {
    if (raw === null) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, raw);
  } catch {
    memory = raw;
  }
  for (const listener of listeners) listener();
}

/** The shopper's medication answer, or null when they have not answered (or on the server). */
export function useMedicationAnswer(): MedicationAnswer | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
