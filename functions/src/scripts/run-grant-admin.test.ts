/**
 * `npm run admin:grant`: argument checks, and a grant on the emulators (the store's local
 * Firestore server; the Auth emulator's account lookup answered by MSW with the reply the real
 * emulator gives).
 */
import { initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { restFirestore } from '../admin-app.js';
import { startLocalFirestore, type LocalFirestore } from '../test-support/local-firestore.js';
import { emulatorProblem, parseGrantArguments, runGrantAdmin, USAGE } from './run-grant-admin.js';

describe('parseGrantArguments', () => {
  it.each([
    [['someone@example.com'], { email: 'someone@example.com' }],
    [[' someone@example.com '], { email: 'someone@example.com' }],
    [
      ['someone@example.com', '--project', 'sankofa-prod'],
      { email: 'someone@example.com', projectId: 'sankofa-prod' },
    ],
    [
      ['--project=sankofa-prod', 'someone@example.com'],
      { email: 'someone@example.com', projectId: 'sankofa-prod' },
    ],
    [
      ['-P', 'sankofa-prod', 'someone@example.com'],
      { email: 'someone@example.com', projectId: 'sankofa-prod' },
    ],
  ])('reads %j', (args, request) => {
    expect(parseGrantArguments(args)).toEqual(request);
  });

  it.each([
    [[], 'Give the email address of the user to make admin.'],
    [['someone'], '"someone" is not an email address.'],
    [['someone@example'], '"someone@example" is not an email address.'],
    [['some one@example.com'], '"some one@example.com" is not an email address.'],
    [['a@example.com', 'b@example.com'], 'Give exactly one email address.'],
    [['a@example.com', '--project'], '--project needs a project id.'],
    [['a@example.com', '--force'], 'Unknown option --force.'],
  ])('refuses %j', (args, problem) => {
    expect(parseGrantArguments(args)).toEqual({ problem });
  });
});

describe('emulatorProblem', () => {
  it.each([
    [{}, undefined],
    [{ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, undefined],
    [{ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, expect.stringContaining('Set both')],
    [{ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, expect.stringContaining('Set both')],
  ])('%j', (env, problem) => {
    expect(emulatorProblem(env)).toEqual(problem);
  });
});

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return {
    lines,
    out: { log: (line: string) => lines.log.push(line), error: (line: string) => lines.error.push(line) },
  };
}

describe('runGrantAdmin', () => {
  const AUTH_EMULATOR = 'auth-emulator.test:9099';
  const users: Record<string, string> = { 'new-admin@example.com': 'uid-new-admin' };
  const lookups: unknown[] = [];
  const server = setupServer(
    // The Auth emulator's answer to the Admin SDK's lookup by email: the users found, if any.
    http.post(
      `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/:project/accounts:lookup`,
      async ({ request, params }) => {
        const body = (await request.json()) as { email?: string[] };
        lookups.push({ project: params.project, body, authorization: request.headers.get('authorization') });
        const found = (body.email ?? []).filter((email) => users[email]);
        return HttpResponse.json({
          kind: 'identitytoolkit#GetAccountInfoResponse',
          ...(found.length > 0 && {
            users: found.map((email) => ({
              localId: users[email],
              email,
              emailVerified: false,
              disabled: false,
            })),
          }),
        });
      },
    ),
  );
  let firestore: LocalFirestore;
  let env: Record<string, string>;
  let reader: Firestore;
  const roleOf = async (uid: string) => (await reader.doc(`user_roles/${uid}`).get()).data();

  beforeAll(async () => {
    firestore = await startLocalFirestore();
    env = { FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR, FIRESTORE_EMULATOR_HOST: firestore.host };
    // The Admin SDK reads the emulator hosts from the process environment.
    Object.assign(process.env, env);
    server.listen({ onUnhandledRequest: 'bypass' });
    reader = restFirestore(initializeApp({ projectId: 'demo-sankofa-wellness' }, 'reader'), env);
  });

  afterAll(async () => {
    server.close();
    await reader?.terminate();
    await firestore?.close();
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
  });

  beforeEach(() => {
    firestore.reset();
    lookups.length = 0;
  });

  it('grants the admin role to an existing user on the emulators', async () => {
    const { lines, out } = capture();
    await expect(runGrantAdmin(['new-admin@example.com'], env, out)).resolves.toBe(0);
    expect(lines.log).toEqual([
      'new-admin@example.com (uid uid-new-admin) is now an admin in the emulators (project demo-sankofa-wellness).',
    ]);
    expect(lookups).toEqual([
      {
        project: 'demo-sankofa-wellness',
        body: { email: ['new-admin@example.com'] },
        authorization: 'Bearer owner',
      },
    ]);
    expect(await roleOf('uid-new-admin')).toEqual({ role: 'admin' });
  });

  it('says so when no user has the email, and writes nothing', async () => {
    const { lines, out } = capture();
    await expect(runGrantAdmin(['stranger@example.com'], env, out)).resolves.toBe(1);
    expect(lines.error).toEqual([
      'No user with the email stranger@example.com in the emulators (project demo-sankofa-wellness). They need to sign up first.',
    ]);
    expect(await roleOf('uid-new-admin')).toBeUndefined();
  });

  it.each([[[]], [['not-an-email']]])('stops with the usage for %j before any lookup', async (args) => {
    const { lines, out } = capture();
    await expect(runGrantAdmin(args, env, out)).resolves.toBe(1);
    expect(lines.error[0]).toContain(USAGE);
    expect(lookups).toEqual([]);
  });

  it('refuses to mix an emulator with a live project', async () => {
    const { lines, out } = capture();
    await expect(
      runGrantAdmin(['new-admin@example.com'], { FIRESTORE_EMULATOR_HOST: firestore.host }, out),
    ).resolves.toBe(1);
    expect(lines.error[0]).toContain('Set both FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST');
    expect(lookups).toEqual([]);
  });
});
