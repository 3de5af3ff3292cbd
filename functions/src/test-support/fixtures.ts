import { readFileSync } from 'node:fs';

/** The text of a feed under src/ingest/fixtures/, as a feed server would send it. */
export function readFixture(name: string): string {
  return readFileSync(new URL(`../ingest/fixtures/${name}`, import.meta.url), 'utf8');
}
