// @vitest-environment node
/**
 * `src/components/` holds what several rooms of the store use (the shell in `src/app/` and the
 * features); what one room alone uses lives in that room, where a newcomer looks for it. A piece
 * counts as used by a room when the room imports it, directly or through other shared pieces.
 * (Tests and test helpers do not count.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const isTestCode = (file: string) => /\.test\.tsx?$|\/testing\//.test(file);

const sources = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
  .filter((file) => /\.tsx?$/.test(file) && !isTestCode(file));
const known = new Set(sources);

function resolveImport(from: string, specifier: string): string | undefined {
  const target = path.posix.join(path.posix.dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts'].map((ending) => target + ending).find((file) => known.has(file));
}

/** Each module, with the modules that import it (static or lazy `import()`). */
const importers = new Map<string, Set<string>>();
for (const file of sources) {
  const code = readFileSync(path.join(root, file), 'utf8');
  for (const [, specifier] of code.matchAll(/(?:from|import\()\s*'(\.[^'?]+)/g)) {
    const target = resolveImport(file, specifier!);
    if (target) importers.set(target, (importers.get(target) ?? new Set()).add(file));
  }
}

/** The room a module is in: `src/app`, `src/features/<name>`, or none for a shared piece. */
function roomOf(file: string): string | undefined {
  if (file.startsWith('src/components/')) return undefined;
  const parts = file.split('/');
  return parts[1] === 'features' ? parts.slice(0, 3).join('/') : parts.slice(0, 2).join('/');
}

function roomsUsing(file: string, seen = new Set([file])): Set<string> {
  const rooms = new Set<string>();
  for (const importer of importers.get(file) ?? []) {
    const room = roomOf(importer);
    if (room) rooms.add(room);
    else if (!seen.has(importer)) {
      seen.add(importer);
      for (const found of roomsUsing(importer, seen)) rooms.add(found);
    }
  }
  return rooms;
}

describe('the shared pieces in src/components', () => {
  const shared = sources.filter((file) => file.startsWith('src/components/'));

  it('are found', () => {
    expect(shared.length).toBeGreaterThan(50);
  });

  it('are each used by two rooms or more (the shell, the features); one room keeps its own', () => {
    const own = shared
      .map((file) => ({ file, rooms: [...roomsUsing(file)] }))
      .filter(({ rooms }) => rooms.length < 2);
    expect(own).toEqual([]);
  });
});
