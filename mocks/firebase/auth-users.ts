/**
 * The mock Auth backend's user table: the seeded accounts (mocks/data/users.ts) plus everyone who
 * signs up. The local services keep the sign-ups in their data folder, so an account works from
 * every browser and survives a restart (Vitest: jsdom's localStorage; the build: memory). Emails the backend "sends"
 * (verification, password reset) go to an outbox that tests read.
 */
import { seededUsers, type MockAuthUser } from '../data/users';
import { isRecord, keptStorage, readTable, reportsToConsole, type TableShape } from '../environment';

export type { MockAuthUser };

export const USERS_STORAGE_KEY = 'mock-firebase-users';

/** The table's changes to the seed: accounts created or changed, and seeded accounts deleted. */
interface StoredUsers {
  users: MockAuthUser[];
  deleted: string[];
}

let memory: StoredUsers = { users: [], deleted: [] };

function isUser(value: unknown): value is MockAuthUser {
  if (!isRecord(value)) return false;
  const user = value as Partial<MockAuthUser>;
  return (
    typeof user.uid === 'string' &&
    typeof user.email === 'string' &&
    typeof user.passwordSalt === 'string' &&
    typeof user.passwordHash === 'string'
  );
}

const userTable: TableShape<StoredUsers> = {
  holds: '{ "users": [accounts], "deleted": [uids] }',
  is: (value): value is StoredUsers =>
    isRecord(value) &&
    Array.isArray(value.users) &&
    value.users.every(isUser) &&
    Array.isArray(value.deleted) &&
    value.deleted.every((uid) => typeof uid === 'string'),
};

/** The sign-ups and changes kept: a table that does not read throws, and is left as it is. */
export function readUserTable(): StoredUsers {
  const storage = keptStorage();
  if (!storage) return memory;
  return readTable(storage, USERS_STORAGE_KEY, userTable) ?? { users: [], deleted: [] };
}

/** Runs `change` on the whole table (the seeded accounts with the stored changes) and saves it. */
function withUsers<T>(change: (table: Map<string, MockAuthUser>) => T): T {
  const stored = readUserTable();
  const table = new Map(seededUsers.map((user) => [user.uid, { ...user }]));
  for (const uid of stored.deleted) table.delete(uid);
  for (const user of stored.users) table.set(user.uid, user);
  const before = JSON.stringify([...table.values()]);
  const result = change(table);
  if (JSON.stringify([...table.values()]) === before) return result;
  const next: StoredUsers = {
    users: [...table.values()].filter(
      (user) =>
        JSON.stringify(user) !== JSON.stringify(seededUsers.find((seeded) => seeded.uid === user.uid)),
    ),
    deleted: seededUsers.filter((user) => !table.has(user.uid)).map((user) => user.uid),
  };
  const storage = keptStorage();
  if (storage) storage.setItem(USERS_STORAGE_KEY, JSON.stringify(next));
  else memory = next;
  return result;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`));
  return toHex(digest);
}

function newSalt(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)).buffer);
}

/** A Firebase-looking uid: 28 characters of [A-Za-z0-9]. */
function newUid(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(28)), (byte) => alphabet[byte % 62]).join('');
}

export function findUserByUid(uid: string): MockAuthUser | null {
  return withUsers((table) => table.get(uid) ?? null);
}

export function findUserByEmail(email: string): MockAuthUser | null {
  const wanted = normaliseEmail(email);
  return withUsers((table) => [...table.values()].find((user) => user.email === wanted) ?? null);
}

export async function createUser(email: string, password: string): Promise<MockAuthUser | 'EMAIL_EXISTS'> {
  const salt = newSalt();
  const passwordHash = await hashPassword(password, salt);
  const now = Date.now();
  return withUsers((table) => {
    const address = normaliseEmail(email);
    if ([...table.values()].some((user) => user.email === address)) return 'EMAIL_EXISTS';
    const user: MockAuthUser = {
      uid: newUid(),
      email: address,
      emailVerified: false,
      displayName: null,
      passwordSalt: salt,
      passwordHash,
      createdAt: now,
      lastLoginAt: now,
      passwordUpdatedAt: now,
      validSince: Math.floor(now / 1000),
    };
    table.set(user.uid, user);
    return user;
  });
}

/** The account whose password this is, or null (unknown email and wrong password look alike). */
export async function checkPassword(email: string, password: string): Promise<MockAuthUser | null> {
  const user = findUserByEmail(email);
  if (!user) return null;
  return (await hashPassword(password, user.passwordSalt)) === user.passwordHash ? user : null;
}

export function updateUser(uid: string, change: (user: MockAuthUser) => void): MockAuthUser | null {
  return withUsers((table) => {
    const user = table.get(uid);
    if (!user) return null;
    const updated = { ...user };
    change(updated);
    table.set(uid, updated);
    return updated;
  });
}

export async function setPassword(uid: string, password: string): Promise<MockAuthUser | null> {
  const salt = newSalt();
  const passwordHash = await hashPassword(password, salt);
  const now = Date.now();
  return updateUser(uid, (user) => {
    user.passwordSalt = salt;
    user.passwordHash = passwordHash;
    user.passwordUpdatedAt = now;
    // A new password signs out every other session, as Firebase does.
    user.validSince = Math.floor(now / 1000);
  });
}

export function deleteUser(uid: string): boolean {
  return withUsers((table) => table.delete(uid));
}

/** An email the mock Auth backend sent, as a test (or a developer, in the console) reads it. */
export interface SentEmail {
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET';
  email: string;
  uid: string | null;
  /** The `continueUrl` of the request's ActionCodeSettings (where the link leads back to). */
  continueUrl: string | null;
  oobCode: string;
  /** The action link the email carries. */
  link: string;
  sentAt: string;
}

const outbox: SentEmail[] = [];

export function recordEmail(email: Omit<SentEmail, 'sentAt'>): SentEmail {
  const sent = { ...email, sentAt: new Date().toISOString() };
  outbox.push(sent);
  if (reportsToConsole)
    console.info(`[mock Firebase Auth] ${sent.requestType} email to ${sent.email}: ${sent.link}`);
  return sent;
}

/** Every email sent since the last reset, oldest first. */
export function sentEmails(): readonly SentEmail[] {
  return [...outbox];
}

export function findEmailByOobCode(oobCode: string): SentEmail | null {
  return outbox.find((email) => email.oobCode === oobCode) ?? null;
}

/** Forgets the sign-ups and the outbox; the seeded accounts stay (tests). */
export function resetMockUsers(): void {
  memory = { users: [], deleted: [] };
  outbox.length = 0;
  keptStorage()?.removeItem(USERS_STORAGE_KEY);
}
