/**
 * Can the official Firestore emulator run on this machine, and with what? It is a Java program:
 * firebase-tools 15 starts it only with Java 21 or newer (`java` on the PATH) and its jar, which
 * it downloads into ~/.cache/firebase/emulators on first use.
 *
 * This looks for both beyond the obvious places, because a machine often has what is needed
 * without it being wired up:
 * - Java: $JAVA_HOME, the `java` on the PATH, then the JDKs installed side by side in /usr/lib/jvm
 *   (Linux) or /Library/Java/JavaVirtualMachines (macOS). The first at version 21+ is put first on
 *   the PATH of the firebase-tools process.
 * - The jar: FIRESTORE_EMULATOR_BINARY_PATH (firebase-tools' own override), firebase-tools' cache,
 *   the Google Cloud SDK's `cloud-firestore-emulator` component (the same emulator; its jar has no
 *   Main-Class, so a two-line launcher jar next to node_modules/.cache points at it), or, when
 *   `download` is set, `firebase setup:emulators:firestore` (needs the internet) within a timeout.
 *
 * Used by `npm run test:rules` (tests/rules/run-rules-tests.mjs), `.ci/run` and
 * `npm run dev:emulators`. Run alone, it prints what it found (exit 0) or why it cannot (exit 2):
 *   node tests/rules/firestore-emulator.mjs [--download]
 */
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { crc32 } from 'node:zlib';

export const MIN_JAVA_MAJOR = 21;
const DOWNLOAD_TIMEOUT_MS = 90_000;
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(import.meta.url);
export const firebaseBin = require.resolve('firebase-tools/lib/bin/firebase.js');

/** The major version `java -version` reports (`1.8.0` is 8, `25.0.3` is 25), or 0. */
function javaMajorVersion(javaBin) {
  const result = spawnSync(javaBin, ['-version'], { encoding: 'utf8', timeout: 15_000 });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr ?? ''}${result.stdout ?? ''}`);
  if (!match) return 0;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2] ?? 0) : first;
}

function childDirectories(parent) {
  try {
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || entry.isSymbolicLink())
      .map((entry) => path.join(parent, entry.name));
  } catch {
    return [];
  }
}

function findJava() {
  const candidates = [];
  if (process.env.JAVA_HOME) candidates.push(path.join(process.env.JAVA_HOME, 'bin', 'java'));
  candidates.push('java');
  const installed = [
    ...childDirectories('/usr/lib/jvm').map((home) => path.join(home, 'bin', 'java')),
    ...childDirectories('/Library/Java/JavaVirtualMachines').map((home) =>
      path.join(home, 'Contents', 'Home', 'bin', 'java'),
    ),
  ].filter((bin) => existsSync(bin));
  candidates.push(...installed);

  const seen = new Set();
  const found = [];
  for (const bin of candidates) {
    let key = bin;
    try {
      if (bin !== 'java') key = realpathSync(bin);
    } catch {
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    const major = javaMajorVersion(bin);
    if (major >= MIN_JAVA_MAJOR) return { bin, major };
    if (major > 0) found.push(`${bin === 'java' ? 'java on the PATH' : bin} is Java ${major}`);
  }
  return {
    problem:
      `the Firestore emulator needs Java ${MIN_JAVA_MAJOR} or newer ` +
      (found.length > 0 ? `(${found.join('; ')})` : '(no Java found)'),
  };
}

/** Where firebase-tools keeps the jar it downloads, for the emulator version it expects. */
function firebaseCachedJar() {
  const info = require('firebase-tools/lib/emulator/downloadableEmulatorInfo.json').firestore;
  const cacheDir =
    process.env.FIREBASE_EMULATORS_PATH || path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  return { path: path.join(cacheDir, info.downloadPathRelativeToCacheDir), version: info.version };
}

function googleCloudSdkJar() {
  const roots = [
    process.env.CLOUDSDK_ROOT_DIR,
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    path.join(os.homedir(), 'google-cloud-sdk'),
  ];
  const gcloud = spawnSync('sh', ['-c', 'command -v gcloud'], { encoding: 'utf8' }).stdout?.trim();
  if (gcloud) {
    try {
      roots.push(path.dirname(path.dirname(realpathSync(gcloud))));
    } catch {
      // A dangling gcloud link: the fixed places above still count.
    }
  }
  for (const root of roots) {
    if (!root) continue;
    const jar = path.join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (existsSync(jar)) return jar;
  }
  return undefined;
}

/**
 * A jar holding only a manifest that starts the emulator's main class from `target`, because
 * firebase-tools runs the emulator with `java -jar`. A zip with one stored entry is all it takes.
 */
function writeLauncherJar(target) {
  const manifestLines = [
    'Manifest-Version: 1.0',
    `Main-Class: ${FIRESTORE_MAIN_CLASS}`,
    // Manifest lines are at most 72 bytes; longer values continue on lines starting with a space.
    `Class-Path: ${pathToManifestUrl(target)}`.match(/.{1,70}/g).join('\r\n '),
  ];
  const data = Buffer.from(`${manifestLines.join('\r\n')}\r\n\r\n`, 'utf8');
  const name = Buffer.from('META-INF/MANIFEST.MF', 'utf8');
  const crc = crc32(data);
  const dosDate = (1 << 5) | 1; // 1980-01-01 (zip dates count from 1980): the same bytes every time

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed: 1.0
  local.writeUInt16LE(dosDate, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt16LE(dosDate, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);

  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);

  const dir = path.join(repoRoot, 'node_modules', '.cache', 'firestore-emulator');
  mkdirSync(dir, { recursive: true });
  const launcher = path.join(dir, 'launcher.jar');
  const bytes = Buffer.concat([local, name, data, central, name, end]);
  if (!existsSync(launcher) || !readFileSync(launcher).equals(bytes)) writeFileSync(launcher, bytes);
  return launcher;
}

function pathToManifestUrl(file) {
  return encodeURI(file.split(path.sep).join('/')).replace(/^([A-Za-z]):/, '/$1:');
}

function tryDownload(javaEnv) {
  const result = spawnSync(process.execPath, [firebaseBin, 'setup:emulators:firestore'], {
    cwd: repoRoot,
    env: { ...process.env, ...javaEnv },
    encoding: 'utf8',
    timeout: DOWNLOAD_TIMEOUT_MS,
  });
  return result.status === 0;
}

/**
 * What firebase-tools needs to run the official Firestore emulator here: `{ env, java, jar }` (env
 * to add to the firebase-tools process), or `{ problem }` saying in plain words why it cannot.
 */
export function findFirestoreEmulator({ download = false } = {}) {
  const java = findJava();
  if (java.problem) return { problem: java.problem };
  const env = {};
  if (java.bin !== 'java') {
    env.PATH = `${path.dirname(java.bin)}${path.delimiter}${process.env.PATH ?? ''}`;
    env.JAVA_HOME = path.dirname(path.dirname(java.bin));
  }
  const javaText = `Java ${java.major} (${java.bin === 'java' ? 'on the PATH' : java.bin})`;

  const override = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (override) {
    if (!existsSync(override))
      return { problem: `FIRESTORE_EMULATOR_BINARY_PATH=${override} does not exist` };
    return { env, java: javaText, jar: `${override} (FIRESTORE_EMULATOR_BINARY_PATH)` };
  }
  const cached = firebaseCachedJar();
  if (existsSync(cached.path)) return { env, java: javaText, jar: `${cached.path} (firebase-tools' cache)` };

  const sdkJar = googleCloudSdkJar();
  if (sdkJar) {
    env.FIRESTORE_EMULATOR_BINARY_PATH = writeLauncherJar(sdkJar);
    return { env, java: javaText, jar: `${sdkJar} (Google Cloud SDK component)` };
  }
  if (download && tryDownload(env)) {
    return { env, java: javaText, jar: `${cached.path} (just downloaded)` };
  }
  return {
    problem:
      `the Firestore emulator jar v${cached.version} is not in ${path.dirname(cached.path)}` +
      (download ? ' and could not be downloaded (no internet?)' : '') +
      ' - run `npx firebase setup:emulators:firestore` once with internet',
  };
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const found = findFirestoreEmulator({ download: process.argv.includes('--download') });
  if (found.problem) {
    console.log(found.problem);
    process.exitCode = 2;
  } else {
    console.log(`Firestore emulator: ${found.jar}, run with ${found.java}`);
  }
}
