// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderStorage } from './data-folder';

const folders: string[] = [];
function newFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), 'data-folder-test-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
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
