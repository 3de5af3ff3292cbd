import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { restFirestore } from '../admin-app.js';

export const USAGE = 'Usage: npm run admin:grant -- someone@example.com [--project <firebase-project-id>]';
/** The project the emulators run as (firebase.json, the app's mock config). */
export const EMULATOR_PROJECT_ID = 'demo-sankofa-wellness';

type Env = Record<string, string | undefined>;

export interface Output {
  log(message: string): void;
  error(message: string): void;
}

interface GrantRequest {
  email: string;
  projectId?: string;
}

/** Reads `EMAIL [--project ID]`; anything else is a mistake worth stopping for. */
export function parseGrantArguments(args: readonly string[]): GrantRequest | { problem: string } {
  const positional: string[] = [];
  let projectId: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--project' || arg === '-P') {
      projectId = args[++index];
      if (!projectId) return { problem: `${arg} needs a project id.` };
    } else if (arg.startsWith('--project=')) {
      projectId = arg.slice('--project='.length);
    } else if (arg.startsWith('-')) {
      return { problem: `Unknown option ${arg}.` };
    } else positional.push(arg);
  }
  if (positional.length === 0) return { problem: 'Give the email address of the user to make admin.' };
  if (positional.length > 1) return { problem: 'Give exactly one email address.' };
  const email = (positional[0] ?? '').trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { problem: `"${email}" is not an email address.` };
  return projectId ? { email, projectId } : { email };
}

/**
 * Both emulators or neither: looking the user up in one place and writing the role in another
 * would grant the role to a user who does not exist there.
 */
export function emulatorProblem(env: Env): string | undefined {
  const auth = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  const firestore = Boolean(env.FIRESTORE_EMULATOR_HOST);
  if (auth === firestore) return undefined;
  return 'Set both FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (emulators) or neither (live project).';
}

function projectIdFor(request: GrantRequest, env: Env): string | undefined {
  if (request.projectId) return request.projectId;
  if (env.GCLOUD_PROJECT) return env.GCLOUD_PROJECT;
  if (env.GOOGLE_CLOUD_PROJECT) return env.GOOGLE_CLOUD_PROJECT;
  // Live mode can also take the project from the credentials file; the emulators need one named.
  return env.FIRESTORE_EMULATOR_HOST ? EMULATOR_PROJECT_ID : undefined;
}

/**
 * `npm run admin:grant -- EMAIL`: looks the user up in Firebase Auth and sets
 * `user_roles/{uid} = { role: 'admin' }`. Live projects use Application Default Credentials
 * (GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`); with
 * FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST set it works on the emulators.
 * Returns the process exit code; nothing is written unless the user exists.
 */
export async function runGrantAdmin(args: readonly string[], env: Env, out: Output): Promise<number> {
  const request = parseGrantArguments(args);
  if ('problem' in request) {
    out.error(`${request.problem}\n${USAGE}`);
    return 1;
  }
  const emulators = emulatorProblem(env);
  if (emulators) {
    out.error(emulators);
    return 1;
  }
  const projectId = projectIdFor(request, env);
  const target = env.FIRESTORE_EMULATOR_HOST
    ? `the emulators (project ${projectId})`
    : `project ${projectId ?? 'from the credentials'}`;

  let app: App | undefined;
  try {
    app = initializeApp(projectId ? { projectId } : {}, `grant-admin-${Date.now()}`);
    let uid: string;
    try {
      uid = (await getAuth(app).getUserByEmail(request.email)).uid;
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') {
        out.error(`No user with the email ${request.email} in ${target}. They need to sign up first.`);
        return 1;
      }
      throw error;
    }
    const db = restFirestore(app, env);
    await db.collection('user_roles').doc(uid).set({ role: 'admin' });
    out.log(`${request.email} (uid ${uid}) is now an admin in ${target}.`);
    return 0;
  } catch (error) {
    out.error(
      `Could not grant the admin role in ${target}: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (!env.FIRESTORE_EMULATOR_HOST) {
      out.error(
        'Live mode needs Application Default Credentials: set GOOGLE_APPLICATION_CREDENTIALS to a service account key file or run `gcloud auth application-default login`, and name the project with --project or GCLOUD_PROJECT.',
      );
    }
    return 1;
  } finally {
    if (app) await deleteApp(app).catch(() => {});
  }
}
