/**
 * What a prerendered page carries for the browser to pick up where the build left off: the query
 * cache and the router's loader state. It travels as a JSON data block, which the Content-Security-
 * Policy allows (it is never executed), rather than as an inline script, which it forbids.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

export const PRERENDERED_STATE_ID = 'store-state';

export interface PrerenderedState {
  /**
   * The address the page was rendered for: its own, or `/404` for "Page not found", which Hosting
   * serves at any address it has no page for.
   */
  page: string;
  queries: DehydratedState;
  router: HydrationState;
}

/** The JSON text for the data block; `<` is escaped so no content can close the script element. */
export function serializePrerenderedState(state: PrerenderedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export function readPrerenderedState(document: Document): PrerenderedState | null {
  const block = document.getElementById(PRERENDERED_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as PrerenderedState;
  } catch {
    // A damaged page still works: the store renders it from scratch.
    return null;
  }
}
