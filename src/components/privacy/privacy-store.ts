/**
 * The shopper's privacy choices in this browser: their answer (kept in localStorage), the region's
 * rule until they answer (src/domain/consent.ts), and whether the choices panel is open. Read by the
 * banner, the footer's "Privacy choices" and the storefront events, in React or not.
 */
import { useSyncExternalStore } from 'react';
import {
  choicesInForce,
  clockOutsideConsentFirstZones,
  DECLINE_ALL,
  parsePrivacyAnswer,
  privacyRegionOf,
  type PrivacyAnswer,
  type PrivacyChoices,
  type PrivacyRegion,
} from '../../domain/consent';
import { parsedReader, storedText } from '../../lib/browser-storage';
import { useHydrated } from '../../lib/hydration/use-hydrated';

export const PRIVACY_CHOICES_KEY = 'sankofa-wellness:privacy-choices';
/** The footer's "Privacy choices", where the focus goes back when the choices it opened close. */
export const PRIVACY_CHOICES_BUTTON_ID = 'privacy-choices';

/** The answer as kept: the choices, and whether Shopify's Customer Privacy API has it yet. */
export interface KeptPrivacyAnswer extends PrivacyAnswer {
  toldShopify: boolean;
}

function parseKept(value: unknown): KeptPrivacyAnswer | null {
  const answer = parsePrivacyAnswer(value);
  if (!answer) return null;
  return { ...answer, toldShopify: (value as { toldShopify?: unknown }).toldShopify === true };
}

const kept = storedText(PRIVACY_CHOICES_KEY);
const readKept = parsedReader(kept, parseKept);

/** The shopper's answer, or null until they give one. */
export const privacyAnswer = readKept;

export function privacyRegion(): PrivacyRegion {
  if (clockOutsideConsentFirstZones()) return 'decline-any-time';
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  return privacyRegionOf(zone);
}

/**
 * Inside Sanity Studio's preview (src/app/preview.ts; the only frame the store may be shown in):
 * an editor is not a shopper, so nothing asks and nothing tracks there.
 */
function inStudioFrame(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

/** What the store may do now in this browser. */
export function choicesNow(): PrivacyChoices {
  return inStudioFrame() ? DECLINE_ALL : choicesInForce(readKept(), privacyRegion());
}

/**
 * Calls `then` once analytics is allowed in this browser and Shopify's Customer Privacy API has the
 * answer that allows it (an event then carries the visitor's token): at once, or when the shopper
 * allows it and Shopify is told (storefront-analytics.tsx). Answers a function that stops waiting.
 * Read outside rendering, so a page that tells Shopify what it shows does not render again when the
 * privacy answer becomes known on hydrating.
 */
export function onceAnalyticsAllowed(then: () => void): () => void {
  const allowed = () => choicesNow().analytics && readKept()?.toldShopify !== false;
  if (allowed()) {
    then();
    return () => {};
  }
  const stop = kept.subscribe(() => {
    if (!allowed()) return;
    stop();
    then();
  });
  return stop;
}

/** Keeps the shopper's answer; Shopify is told of it next (storefront-analytics.tsx). */
export function answerPrivacy(choices: PrivacyChoices): void {
  const answer: KeptPrivacyAnswer = { ...choices, answeredAt: new Date().toISOString(), toldShopify: false };
  kept.write(JSON.stringify(answer));
  setPanelOpen(false);
}

/** Notes that Shopify's Customer Privacy API has the answer given at `answeredAt`. */
export function markToldShopify(answeredAt: string): void {
  const answer = readKept();
  if (answer?.answeredAt !== answeredAt) return;
  kept.write(JSON.stringify({ ...answer, toldShopify: true }));
}

// Whether the shopper asked for the choices again ("Privacy choices" in the footer).
let panelOpen = false;
const panelListeners = new Set<() => void>();

export function setPanelOpen(open: boolean): void {
  if (panelOpen === open) return;
  panelOpen = open;
  for (const listener of panelListeners) listener();
}

function subscribePanel(listener: () => void) {
  panelListeners.add(listener);
  return () => panelListeners.delete(listener);
}

export interface PrivacyState {
  /** False while a prerendered page hydrates: the answer and the region are the browser's. */
  known: boolean;
  answer: KeptPrivacyAnswer | null;
  region: PrivacyRegion;
  choices: PrivacyChoices;
  /** The banner shows: no answer yet, or the shopper asked for the choices again. */
  asking: boolean;
}

export function usePrivacy(): PrivacyState {
  const hydrated = useHydrated();
  const answer = useSyncExternalStore(kept.subscribe, readKept, () => null);
  const reopened = useSyncExternalStore(
    subscribePanel,
    () => panelOpen,
    () => false,
  );
  const region = hydrated ? privacyRegion() : 'consent-first';
  if (hydrated && inStudioFrame()) {
    return { known: true, answer: null, region, choices: DECLINE_ALL, asking: false };
  }
  return {
    known: hydrated,
    answer: hydrated ? answer : null,
    region,
    choices: choicesInForce(hydrated ? answer : null, region),
    asking: hydrated && (answer === null || reopened),
  };
}
