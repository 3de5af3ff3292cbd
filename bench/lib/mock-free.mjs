/**
 * Confirms that a build ships no mock backend: no MSW worker file, none of the mock images or seed
 * files (lab certificates), no module from mocks/ in its manifest, and none of the mock libraries'
 * tell-tale strings in its JavaScript.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readManifest } from './first-load.mjs';

const WORKER_FILE = 'mockServiceWorker.js';

/** Where the local services serve the seed's images and files (mocks/media/paths.ts): never files of a build. */
const MOCK_FILE_FOLDERS = ['images', 'files', 'cdn'];

/** Strings only the mock backends bring along (MSW, groq-js, the seed's asset scheme). */
const MOCK_MARKERS = [
  { label: '"msw"', pattern: /\bmsw\b/ },
  { label: '"[MSW]"', pattern: /\[MSW\]/ },
  { label: '"groq-js"', pattern: /groq-js/ },
  { label: 'seed marker "_sanityAsset"', pattern: /_sanityAsset/ },
];

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)));
}

function hasWorkerFile(outDir) {
  return filesUnder(outDir).some((file) => path.basename(file) === WORKER_FILE);
}

/** [{ check, ok, detail }] */
export function checkMockFree(outDir) {
  const files = filesUnder(outDir);
  const js = files.filter((file) => file.endsWith('.js'));
  const mockModules = Object.keys(readManifest(outDir)).filter((key) => key.startsWith('mocks/'));
  const checks = [
    {
      check: `no ${WORKER_FILE}`,
      ok: !hasWorkerFile(outDir),
      detail: hasWorkerFile(outDir) ? 'the worker file is in the build' : '',
    },
    {
      check: 'no module from mocks/ in the manifest',
      ok: mockModules.length === 0,
      detail: mockModules.join(', '),
    },
  ];
  for (const folder of MOCK_FILE_FOLDERS) {
    const offenders = files.filter((file) => file.split(path.sep)[0] === folder);
    checks.push({
      check: `no ${folder}/`,
      ok: offenders.length === 0,
      detail: offenders.length ? `${offenders.length} files, e.g. ${offenders[0]}` : '',
    });
  }
  for (const { label, pattern } of MOCK_MARKERS) {
    const offenders = js.filter((file) => pattern.test(readFileSync(path.join(outDir, file), 'utf8')));
    checks.push({ check: `no ${label} in its JS`, ok: offenders.length === 0, detail: offenders.join(', ') });
  }
  return { jsFiles: js.length, checks };
}
