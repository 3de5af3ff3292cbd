// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockConfig } from '../src/config/env-schema';
import { folderStorage } from './data-folder';
import { keepDataIn } from './environment';
import { FIRESTORE_STORAGE_KEY } from './firebase/mock-firestore';
import { USERS_STORAGE_KEY } from './firebase/auth-users';
import { startLocalServices } from './services';
import { CART_STORAGE_KEY } from './shopify/carts';
import { EVENT_LOG_STORAGE_KEY } from './shopify/monorail';

const folders: string[] = [];
function newFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), 'data-folder-test-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  keepDataIn(null);
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the data folder', () => {
  it('keeps a table as a JSON file that a new reader (a restarted server) finds', () => {
    const folder = newFolder();
    folderStorage(folder).setItem('mock-shopify-carts', '{"a":1}');
    expect(readdirSync(folder)).toEqual(['mock-shopify-carts.json']);
    expect(folderStorage(folder).getItem('mock-shopify-carts')).toBe('{"a":1}');
  });

  it('leaves the last good table when a write was cut short (a temporary file left behind)', () => {
    const folder = newFolder();
    const storage = folderStorage(folder);
    storage.setItem('mock-firebase-users', '{"users":[1]}');
    writeFileSync(path.join(folder, 'mock-firebase-users.json.999.tmp'), '{"users":[1,');
    expect(storage.getItem('mock-firebase-users')).toBe('{"users":[1]}');
  });

  it('has no table before the first write, and none after it is removed (the seed again)', () => {
    const storage = folderStorage(path.join(newFolder(), 'not-yet-made'));
    expect(storage.getItem('mock-firestore-docs')).toBeNull();
    storage.setItem('mock-firestore-docs', '{}');
    storage.removeItem('mock-firestore-docs');
    expect(storage.getItem('mock-firestore-docs')).toBeNull();
  });

  it('refuses a table name that would leave the folder', () => {
    expect(() => folderStorage(newFolder()).setItem('../escape', '{}')).toThrow('Not a table name');
  });
});

describe('a table file that does not read', () => {
  const origin = 'http://localhost:5173';
  /** The files' text, by name: what the services left in the folder. */
  const contents = (folder: string) =>
    Object.fromEntries(
      readdirSync(folder).map((name) => [name, readFileSync(path.join(folder, name), 'utf8')]),
    );

  it.each([
    [CART_STORAGE_KEY, '{"gid-1": {"token": "gid-1", "lines": [', 'it is not JSON'],
    [CART_STORAGE_KEY, '[]', 'it does not hold carts by their token'],
    [CART_STORAGE_KEY, '{"abc": {"token": "abc"}}', 'it does not hold carts by their token'],
    [USERS_STORAGE_KEY, '', 'it is not JSON'],
    [USERS_STORAGE_KEY, '{"users": [{"uid": "u1"}], "deleted": []}', 'it does not hold { "users"'],
    [FIRESTORE_STORAGE_KEY, '{"written": [], "deleted": []}', 'it does not hold { "written"'],
    [EVENT_LOG_STORAGE_KEY, '{"events": []}', 'it does not hold a list of events'],
  ])('stops the services before they start: %s holding %j', (key, text, problem) => {
    const folder = newFolder();
    writeFileSync(path.join(folder, `${key}.json`), text);
    expect(() => startLocalServices({ dataFolder: folder })).toThrow(
      `The data folder's table ${path.join(folder, `${key}.json`)} does not read: ${problem}`,
    );
    expect(() => startLocalServices({ dataFolder: folder })).toThrow(/npm run reset-data/);
    expect(contents(folder)).toEqual({ [`${key}.json`]: text });
  });

  it('damaged while the services run: a request that needs it fails, and the file is left as it is', async () => {
    const folder = newFolder();
    const handlers = startLocalServices({ dataFolder: folder });
    const signUp = (email: string) =>
      getResponse(
        handlers,
        new Request(
          `${origin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${mockConfig.firebase.apiKey}`,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email, password: 'kofi-pass', returnSecureToken: true }),
          },
        ),
      );
    const cart = () =>
      getResponse(
        handlers,
        new Request(`${origin}/api/2026-04/graphql.json`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Shopify-Storefront-Access-Token': mockConfig.shopify.storefrontToken,
          },
          body: JSON.stringify({ query: 'mutation { cartCreate(input: {}) { cart { id } } }' }),
        }),
      );
    expect((await signUp('kofi@example.com'))?.status).toBe(200);
    expect((await cart())?.status).toBe(200);

    const damaged = {
      ...contents(folder),
      [`${USERS_STORAGE_KEY}.json`]: '{"users": [',
      [`${CART_STORAGE_KEY}.json`]: '{',
    };
    for (const [name, text] of Object.entries(damaged)) writeFileSync(path.join(folder, name), text);
    // Not the seed's answer (a new account beside the seeded ones, a new cart in a new table):
    // the server's failure, naming the file.
    await expect(signUp('ama@example.com')).rejects.toThrow(`${USERS_STORAGE_KEY}.json does not read`);
    await expect(cart()).rejects.toThrow(`${CART_STORAGE_KEY}.json does not read`);
    expect(contents(folder)).toEqual(damaged);
  });
});
