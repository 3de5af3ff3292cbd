/**
 * Whether a signed-in shopper's quiz result failed to reach their account, kept where the result's
 * dialog can read it (the sync itself renders nothing). The sync reports each attempt; the dialog
 * says so in plain words, with Try again, until an attempt succeeds or the shopper signs out.
 */
import { useSyncExternalStore } from 'react';

export type AccountSaveStatus = { state: 'saved' } | { state: 'failed' | 'retrying'; retry: () => void };

const saved: AccountSaveStatus = { state: 'saved' };
let status: AccountSaveStatus = saved;
const listeners = new Set<() => void>();

function publish(next: AccountSaveStatus) {
  status = next;
  for (const listener of listeners) listener();
}

/** The last attempt failed; `retry` tries again. */
export function reportAccountSaveFailed(retry: () => void) {
  publish({ state: 'failed', retry });
}

/** Trying again after a failure (nothing changes when the last attempt did not fail). */
export function reportAccountSaveRetrying() {
  if (status.state !== 'saved') publish({ ...status, state: 'retrying' });
}

/** The result and the account agree (or the shopper signed out): nothing to say. */
export function reportAccountSaved() {
  if (status !== saved) publish(saved);
}

export function useAccountSaveStatus(): AccountSaveStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
    () => saved,
  );
}
