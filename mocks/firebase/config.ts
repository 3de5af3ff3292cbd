/**
 * The one Firebase project the local backend answers for, and where it answers: at the paths
 * Google's emulators serve on their host (the SDKs' emulator switches), on whichever origin serves
 * them (the local services', a test's page).
 */
import { mockConfig } from '../../src/config/env-schema';

export const { projectId, apiKey } = mockConfig.firebase;
export const FUNCTIONS_REGION = 'us-central1';

/** Auth's emulator puts the production host in the path. */
export const identityToolkitUrl = '*/identitytoolkit.googleapis.com';
export const secureTokenUrl = '*/securetoken.googleapis.com';
/** Firestore's REST API, whose paths start with `/v1/projects/<project>/databases/`. */
export const firestoreUrl = '*';
/** A callable Function on the Functions emulator: `/<project>/<region>/<name>`. */
export const functionsUrl = `*/${projectId}/${FUNCTIONS_REGION}`;
