/**
 * The accounts mock mode starts with (documented in docs/mock-and-live.md):
 * - `admin@example.com` / `admin-password`: an administrator (`user_roles/mock-admin-uid`);
 * - `member@example.com` / `member-password`: a signed-in shopper without a role.
 * Like a real Auth backend, the table keeps only a salted SHA-256 of each password.
 */
export interface MockAuthUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
  passwordSalt: string;
  passwordHash: string;
  /** Milliseconds since the epoch, as Firebase reports them. */
  createdAt: number;
  lastLoginAt: number;
  passwordUpdatedAt: number;
  /** Tokens issued before this time (seconds) are revoked, e.g. by a password change. */
  validSince: number;
}

export const MOCK_ADMIN_UID = 'mock-admin-uid';
export const MOCK_MEMBER_UID = 'mock-member-uid';

const created = Date.UTC(2025, 0, 6, 15, 0, 0);

export const seededUsers: readonly MockAuthUser[] = [
  {
    uid: MOCK_ADMIN_UID,
    email: 'admin@example.com',
    emailVerified: true,
    displayName: null,
    passwordSalt: 'c34905753a6891bbe38f8032e1467977',
    passwordHash: '5cfdab48c48fea189d20037371c35eb19ca7c872d83e9c3227805d1d28ea48fd',
    createdAt: created,
    lastLoginAt: created,
    passwordUpdatedAt: created,
    validSince: Math.floor(created / 1000),
  },
  {
    uid: MOCK_MEMBER_UID,
    email: 'member@example.com',
    emailVerified: true,
    displayName: null,
    passwordSalt: '08ff4c0c0f12ecedb3530ee7889e7c9b',
    passwordHash: '9e40dcac336723675a20c98d72a7dc303d553025c52ef42c757c0b9788a45709',
    createdAt: created,
    lastLoginAt: created,
    passwordUpdatedAt: created,
    validSince: Math.floor(created / 1000),
  },
];
