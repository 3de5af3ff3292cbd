/* eslint-disable max-lines -- One file: the six steps of one command, in the order they run (below). */
/**
 * `npm run dev:emulators`: the store's dev server against the Firebase emulators, offline.
 *
 * 1. Builds the Functions (`npm run build -w functions`).
 * 2. Firestore on 127.0.0.1:8080: the official emulator when it can run here (Java 21+ and its jar,
 *    see tests/rules/firestore-emulator.mjs), else the local Firestore REST server of the mock
 *    backend (mocks/firebase/firestore-server.ts, loaded from TypeScript with Vite's `runnerImport`),
 *    which applies the same rules to the browser and lets firebase-admin (`Bearer owner`) through.
 * 3. A small local server on 127.0.0.1:9410 standing in for what the Functions read on the
 *    internet: Sanity's query API over the seed dataset (the `communityFeed` documents, by the
 *    Functions' own GROQ query, evaluated by groq-js) and the fixture feeds of mocks/data/feeds/
 *    under /feeds/. The feed addresses in its answers are rewritten from the mock feed host to
 *    /feeds/ here, because the Functions runtime is a Node process that MSW does not reach.
 * 4. firebase-tools' Auth and Functions emulators (plus its Firestore emulator, case 2), with:
 *    - FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 in the Functions runtime: firebase-tools sets it
 *      itself when it runs the Firestore emulator; for the local server it comes from this
 *      process's environment, which firebase-tools passes on to the runtime;
 *    - FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099, set by firebase-tools (it runs the Auth emulator);
 *    - the Functions params (SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_HOST, STORE_URL) in
 *      functions/.env.local, the file the Functions emulator (and only the emulator) reads params
 *      from, and the secret UNSUBSCRIBE_SECRET in functions/.secret.local, where the emulator
 *      looks for secrets before Secret Manager. Params never come from the process environment,
 *      so these files are the way; each is put back as it was on exit.
 *    The Trigger Email extension is not emulated (`--only` leaves it out, and it would be
 *    downloaded): the newsletter's and the contact form's mails stay in Firestore's `mail`.
 * 5. Seeds the accounts of mock mode, with the same uids: admin@example.com / admin-password
 *    (`user_roles/mock-admin-uid` = admin) and member@example.com / member-password, then fills
 *    the community lists as the admin would: it signs in and calls the three refresh Functions.
 * 6. The app's Vite dev server with VITE_FIREBASE_EMULATORS=true: Auth, Firestore and Functions go
 *    to the emulators; Shopify and Sanity stay on the local services the dev server serves.
 *
 * `npm run dev:emulators -- --local-firestore` takes the local Firestore server even where the
 * official emulator could run (quicker to start, no Java). Ctrl+C (or q in Vite) stops everything.
 */
import { spawn, spawnSync } from 'node:child_process';
import console from 'node:console';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import net from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, URL } from 'node:url';
import { evaluate, parse } from 'groq-js';
import { runnerImport } from 'vite';
import { findFirestoreEmulator, firebaseBin } from '../tests/rules/firestore-emulator.mjs';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const require = createRequire(import.meta.url);

const PROJECT_ID = 'demo-sankofa-wellness';
const HOST = '127.0.0.1';
/** The emulator ports of firebase.json, which the app's src/lib/firebase/app.ts connects to. */
const PORTS = { auth: 9099, functions: 5001, firestore: 8080, hub: 4400, sanity: 9410 };
const LOCAL_ORIGIN = `http://${HOST}:${PORTS.sanity}`;
const ENV_LOCAL = path.join(repoRoot, 'functions', '.env.local');
const SECRET_LOCAL = path.join(repoRoot, 'functions', '.secret.local');
/** Signs the unsubscribe links of the demo project's welcome mails; a real project sets its own. */
const DEMO_UNSUBSCRIBE_SECRET = 'demo-sankofa-wellness-unsubscribe-secret';
const READY_TIMEOUT_MS = 120_000;
const SHUTDOWN_TIMEOUT_MS = 20_000;

const accounts = [
  { uid: 'mock-admin-uid', email: 'admin@example.com', password: 'admin-password', role: 'admin' },
  { uid: 'mock-member-uid', email: 'member@example.com', password: 'member-password' },
];

/** Everything to undo on the way out, newest first. */
const cleanups = [];
let firebase;
let vite;
let stopping = false;

function say(message) {
  console.log(`${process.stdout.isTTY ? '\x1b[36m[dev:emulators]\x1b[0m' : '[dev:emulators]'} ${message}`);
}

async function load(modulePath) {
  return (await runnerImport(path.join(repoRoot, modulePath))).module;
}

async function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

async function checkPorts() {
  const busy = [];
  for (const [name, port] of Object.entries(PORTS))
    if (!(await portIsFree(port))) busy.push(`${port} (${name})`);
  if (busy.length > 0) {
    throw new Error(
      `ports in use on ${HOST}: ${busy.join(', ')}. Is another dev:emulators or emulator suite running?`,
    );
  }
}

function buildFunctions() {
  say('building the Functions (npm run build -w functions)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', 'functions'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the Functions do not build; fix the errors above first');
}

/** The Sanity query API over the seed (public documents only) and the fixture feeds, for the Functions. */
async function startLocalSources() {
  const [{ contentDataset }, { feedFixture }, { FEED_HOST }, { mockConfig }] = await Promise.all([
    load('mocks/sanity/dataset.ts'),
    load('mocks/firebase/feed-fixtures.ts'),
    load('mocks/data/community-feeds.ts'),
    load('src/config/env-schema.ts'),
  ]);
  // Like a public dataset read without a token: no drafts, nothing on a sub-path (ids with a dot).
  const published = contentDataset().documents.filter((document) => !document._id.includes('.'));
  const queryPath = /^\/v\d{4}-\d{2}-\d{2}\/data\/query\/([^/]+)$/;

  async function answer(request, response) {
    const url = new URL(request.url ?? '/', LOCAL_ORIGIN);
    const json = (status, body) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body).replaceAll(`${FEED_HOST}/`, `${LOCAL_ORIGIN}/feeds/`));
    };
    if (url.pathname.startsWith('/feeds/')) {
      const fixture = feedFixture(`${FEED_HOST}/${url.pathname.slice('/feeds/'.length)}`);
      response.writeHead(fixture ? 200 : 404, { 'Content-Type': fixture?.contentType ?? 'text/plain' });
      response.end(fixture?.text ?? 'Not Found');
      return;
    }
    const match = queryPath.exec(url.pathname);
    if (!match || request.method !== 'GET') return json(404, { error: `No such endpoint: ${url.pathname}` });
    if (decodeURIComponent(match[1]) !== mockConfig.sanity.dataset)
      return json(404, { error: 'Dataset not found' });
    const query = url.searchParams.get('query');
    if (!query)
      return json(400, { error: { description: 'Missing query parameter', type: 'queryParseError' } });
    const params = {};
    for (const [key, value] of url.searchParams)
      if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
    const started = performance.now();
    const result = await (await evaluate(parse(query, { params }), { dataset: published, params })).get();
    json(200, { query, result: result ?? null, ms: Math.round(performance.now() - started) });
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error) => {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { description: String(error), type: 'queryParseError' } }));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(PORTS.sanity, HOST, resolve);
  });
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { sanity: mockConfig.sanity };
}

/**
 * Writes values for the Functions emulator into one of its local files (functions/.env.local for
 * params, functions/.secret.local for secrets), and puts the file back as it was on exit.
 */
function writeEmulatorValues(file, values) {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  let text =
    before ??
    `# Values for the Functions emulator only (firebase deploy never reads ${path.basename(file)}).\n` +
      '# Written by `npm run dev:emulators`, which removes this file again when it stops.\n';
  for (const [key, value] of Object.entries(values)) {
    const line = `${key}=${value}`;
    const existing = new RegExp(`^${key}=.*$`, 'm');
    text = existing.test(text) ? text.replace(existing, line) : `${text.replace(/\n?$/, '\n')}${line}\n`;
  }
  writeFileSync(file, text);
  cleanups.push(() => (before === undefined ? rmSync(file, { force: true }) : writeFileSync(file, before)));
}

function startFirebase(only, env) {
  const args = [firebaseBin, 'emulators:start', '--only', only.join(','), '--project', PROJECT_ID];
  say(`starting firebase emulators:start --only ${only.join(',')}`);
  // Its own process group: Ctrl+C reaches this script only, which then asks firebase-tools once
  // (a second SIGINT would make it quit without stopping its emulators).
  firebase = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  firebase.exited = new Promise((resolve) => firebase.once('exit', resolve));
  firebase.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`firebase-tools stopped (${signal ?? `exit code ${code}`}); stopping everything.`);
      void shutdown(1);
    }
  });
}

async function waitForEmulators(names) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (firebase.exitCode !== null) throw new Error('firebase-tools exited before the emulators were ready');
    try {
      const running = await (await globalThis.fetch(`http://${HOST}:${PORTS.hub}/emulators`)).json();
      if (names.every((name) => running[name])) return;
    } catch {
      // The hub is not up yet.
    }
    await sleep(500);
  }
  throw new Error(`the emulators (${names.join(', ')}) were not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

async function emulatorRequest(url, body) {
  const response = await globalThis.fetch(url, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

/** Mock mode's accounts in the Auth emulator (same uids), and the admin's role in Firestore. */
async function seedAccounts() {
  const documents = `projects/${PROJECT_ID}/databases/(default)/documents`;
  for (const { uid, email, password, role } of accounts) {
    await emulatorRequest(
      `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`,
      { localId: uid, email, password, emailVerified: true },
    );
    if (role) {
      await emulatorRequest(`http://${HOST}:${PORTS.firestore}/v1/${documents}:commit`, {
        writes: [
          { update: { name: `${documents}/user_roles/${uid}`, fields: { role: { stringValue: role } } } },
        ],
      });
    }
  }
}

/** The three refresh Functions, and the field each answers with the number of items added. */
const refreshFunctions = [
  ['fetchHealthEvents', 'health_events', 'eventsFound'],
  ['fetchCaregiverResources', 'caregiver_resources', 'resourcesFound'],
  ['fetchSupportGroups', 'support_groups', 'groupsFound'],
];

/**
 * Fills the community lists as an admin would: signs in as the seeded admin and calls each
 * refresh Function, which reads the feeds of the seed dataset. A list that cannot be filled is
 * reported and left empty (the admin can refresh it from the community page).
 */
async function fillCommunityLists() {
  const admin = accounts.find((account) => account.role === 'admin');
  const signIn = await globalThis.fetch(
    `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password, returnSecureToken: true }),
    },
  );
  if (!signIn.ok) throw new Error(`signing in as ${admin.email} answered ${signIn.status}`);
  const { idToken } = await signIn.json();
  const filled = [];
  for (const [name, list, field] of refreshFunctions) {
    try {
      const answer = await callWhenLoaded(name, idToken);
      if (typeof answer.result?.[field] !== 'number') throw new Error(JSON.stringify(answer));
      filled.push(`${list} +${answer.result[field]}`);
    } catch (error) {
      say(`could not fill ${list} (${name}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (filled.length > 0) say(`community lists refreshed by the admin: ${filled.join(', ')}`);
}

/**
 * Calls a callable Function in the emulator. The emulator reports ready before it has loaded the
 * Functions' code: until then it answers 404 ("Function ... does not exist"), so that is waited out.
 */
async function callWhenLoaded(name, idToken) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const response = await globalThis.fetch(
      `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/${name}`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: null }),
      },
    );
    const text = await response.text();
    if (response.status === 404 && Date.now() < deadline) {
      await sleep(1_000);
      continue;
    }
    if (!response.ok) throw new Error(`answered ${response.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text);
  }
}

function startVite() {
  const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  // In this script's process group: Ctrl+C stops it directly, like `npm run dev`.
  vite = spawn(process.execPath, [viteBin], {
    cwd: repoRoot,
    env: { ...process.env, VITE_FIREBASE_EMULATORS: 'true' },
    stdio: 'inherit',
  });
  vite.exited = new Promise((resolve) => vite.once('exit', resolve));
  vite.once('exit', () => {
    if (!stopping) void shutdown(0);
  });
}

async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  if (firebase || vite || cleanups.length > 0) say('stopping');
  if (vite && vite.exitCode === null && vite.signalCode === null) vite.kill('SIGTERM');
  if (firebase && firebase.exitCode === null && firebase.signalCode === null) {
    firebase.kill('SIGINT');
    const stopped = await Promise.race([firebase.exited.then(() => true), sleep(SHUTDOWN_TIMEOUT_MS, false)]);
    if (!stopped) {
      say(`firebase-tools did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000} s; killing its process group`);
      process.kill(-firebase.pid, 'SIGKILL');
    }
  }
  if (vite) await Promise.race([vite.exited, sleep(5_000)]);
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
    }
  }
  process.exit(exitCode);
}

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));

  await checkPorts();
  buildFunctions();

  const localAsked = process.argv.includes('--local-firestore');
  const emulator = localAsked ? undefined : findFirestoreEmulator({ download: true });
  const only = ['auth', 'functions'];
  const firebaseEnv = {};
  let firestoreText;
  if (emulator && !emulator.problem) {
    only.push('firestore');
    Object.assign(firebaseEnv, emulator.env);
    firestoreText = `official Firestore emulator (${emulator.jar}, ${emulator.java})`;
  } else {
    const { startFirestoreServer } = await load('mocks/firebase/firestore-server.ts');
    const server = await startFirestoreServer({ port: PORTS.firestore });
    cleanups.push(() => server.close());
    firebaseEnv.FIRESTORE_EMULATOR_HOST = server.host;
    firestoreText =
      'local Firestore server (mocks/firebase/firestore-server.ts): ' +
      (emulator
        ? `the official emulator cannot run here: ${emulator.problem}`
        : 'asked for (--local-firestore)');
  }

  const { sanity } = await startLocalSources();
  writeEmulatorValues(ENV_LOCAL, {
    SANITY_PROJECT_ID: sanity.projectId,
    SANITY_DATASET: sanity.dataset,
    SANITY_API_HOST: LOCAL_ORIGIN,
    // The welcome mail's unsubscribe link leads to the dev server started below.
    STORE_URL: `http://localhost:${Number(process.env.PORT) || 5173}`,
  });
  // The emulator reads secrets from functions/.secret.local; the demo project has no Secret Manager.
  writeEmulatorValues(SECRET_LOCAL, {
    UNSUBSCRIBE_SECRET: DEMO_UNSUBSCRIBE_SECRET,
    // The reviews' Functions reach no shop from the emulators (docs/reviews.md): their calls to
    // Shopify's Admin API fail, so submitReview cannot check the product and answers "internal".
    SHOPIFY_ADMIN_TOKEN: 'demo-no-shop',
  });

  startFirebase(only, firebaseEnv);
  await waitForEmulators(only);
  await seedAccounts();
  await fillCommunityLists();

  say(
    [
      'the emulators are ready:',
      `  Auth       http://${HOST}:${PORTS.auth}  (admin@example.com / admin-password, member@example.com / member-password)`,
      `  Firestore  ${HOST}:${PORTS.firestore}  ${firestoreText}`,
      `  Functions  http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/<name>`,
      `  Sanity query API and feeds for the Functions  ${LOCAL_ORIGIN}  (seed dataset; feeds under /feeds/)`,
      'starting the app (Vite, VITE_FIREBASE_EMULATORS=true; Shopify and Sanity stay on the local services).',
      'Ctrl+C stops everything.',
    ].join('\n'),
  );
  startVite();
}

main().catch((error) => {
  console.error(`npm run dev:emulators failed: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
