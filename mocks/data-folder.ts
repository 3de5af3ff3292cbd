/**
 * The local services' data folder: what shoppers, the admin and the Functions changed (carts,
 * accounts, Firestore documents), one JSON file per table, so every browser sees one store and it
 * survives a restart. A table is read from its file on each use and written whole on each change,
 * through a temporary file renamed over the old one: a crash mid-write leaves the last good state.
 * Node runs one request's change at a time, so two browsers changing one table lose nothing; two
 * servers would, so one server serves a folder (data-folder-lock.ts). Removing the tables
 * (`npm run reset-data`) brings the store back to the seed.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { KeptStorage } from './environment';

/** The folder `npm start` and `npm run dev` keep their data in, unless STORE_DATA_DIR names another. */
export const DEFAULT_DATA_FOLDER = 'local-data';

const fileOf = (folder: string, key: string) => {
  if (!/^[\w-]+$/.test(key)) throw new Error(`Not a table name: ${key}`);
  return path.join(folder, `${key}.json`);
};

export function folderStorage(folder: string): KeptStorage {
  return {
    getItem(key) {
      try {
        return readFileSync(fileOf(folder, key), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    setItem(key, value) {
      mkdirSync(folder, { recursive: true });
      const file = fileOf(folder, key);
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, value);
      renameSync(temporary, file);
    },
    removeItem(key) {
      rmSync(fileOf(folder, key), { force: true });
    },
    placeOf(key) {
      return `The data folder's table ${fileOf(folder, key)}`;
    },
  };
}
