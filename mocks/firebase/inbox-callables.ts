/**
 * The newsletter, back-in-stock, contact and admin inbox callables of mock mode: the very core of
 * functions/ (`functions/src/inbox-callables.ts`) over the mock Firestore, so a sign-up, a "Notify
 * me" or a message sent in any browser is kept (in the data folder, with the rest of the local
 * Firestore), counted against the same rate limits, and shown to the seeded admin in /admin. Mock
 * mode has fixed demo settings: the welcome code the mock shop accepts, the store's support
 * address, a demo unsubscribe secret and the store's origin for the unsubscribe link. Every caller
 * is one client to the rate limits.
 */
import {
  inboxCallables,
  type InboxCallableName,
  type InboxCallContext,
  type InboxSettings,
} from '../../functions/src/inbox-callables';
import { replyOf, isAdminIn, type CallableCall, type CallableReply } from './callable-protocol';
import { reportsToConsole } from '../environment';
import type { DocumentStore } from './firestore-store';
import { documentInboxStore } from './inbox-document-store';

export const MOCK_INBOX_CLIENT = 'mock-mode-browser';

/** The settings of mock mode; not secret, since mock mode has nothing to protect. */
export function mockInboxSettings(storeUrl: string): InboxSettings {
  return {
    discountCode: 'WELCOME10',
    supportEmail: 'support@sankofawellness.com',
    storeUrl,
    unsubscribeSecret: 'mock-mode-unsubscribe-secret (a demo value, not a secret)',
  };
}

export async function runInboxCallable(
  name: InboxCallableName,
  { uid, data, origin }: CallableCall,
  store: DocumentStore,
): Promise<CallableReply> {
  const context: InboxCallContext = {
    store: documentInboxStore(store),
    settings: mockInboxSettings(origin),
    client: MOCK_INBOX_CLIENT,
    uid,
    isAdmin: async (caller) => isAdminIn(store, caller),
    now: () => new Date(),
    log: (level, message, detail) => {
      if (reportsToConsole || level === 'error')
        console[level](`[mock Functions] ${name}: ${message}`, detail ?? '');
    },
  };
  return replyOf(name, () => inboxCallables[name](data, context));
}
