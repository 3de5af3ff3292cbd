/**
 * What tests (and the app's test setup) use of the mock Firebase backend: the seeded accounts, a
 * reset between tests (optionally with empty lists), the emails Auth "sent" and the Firestore
 * documents behind the lists. The handlers themselves are in handlers.ts.
 */
import type { CommunityListName } from '../data/community';
import { MOCK_ADMIN_UID, MOCK_MEMBER_UID } from '../data/users';
import { resetMockUsers } from './auth-users';
import { resetMockFirestore } from './mock-firestore';

export { sentEmails, type SentEmail } from './auth-users';
export { mockFirestore } from './mock-firestore';
export { FEED_HOST } from '../data/community-feeds';
export type { CommunityListName };

/** The accounts mock mode starts with (docs/mock-and-live.md documents them). */
export const mockAccounts = {
  admin: { uid: MOCK_ADMIN_UID, email: 'admin@example.com', password: 'admin-password' },
  member: { uid: MOCK_MEMBER_UID, email: 'member@example.com', password: 'member-password' },
} as const;

export interface ResetFirebaseMockOptions {
  /** Lists that start empty, as before their first refresh (to show the empty states). */
  emptyLists?: CommunityListName[];
}

/**
 * Back to the start: only the seeded accounts, no emails sent, the seeded lists (minus
 * `emptyLists`) and nothing the refresh Functions wrote. Call it after each test.
 */
export function resetFirebaseMock(options: ResetFirebaseMockOptions = {}): void {
  resetMockUsers();
  resetMockFirestore(options);
}
