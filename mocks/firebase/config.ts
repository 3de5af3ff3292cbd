/** The one Firebase project the mock backend answers for (mock mode and `npm run dev:emulators`). */
import { mockConfig } from '../../src/config/env-schema';

export const { projectId, apiKey } = mockConfig.firebase;
export const FUNCTIONS_REGION = 'us-central1';

export const identityToolkitUrl = 'https://identitytoolkit.googleapis.com';
export const secureTokenUrl = 'https://securetoken.googleapis.com';
export const firestoreUrl = 'https://firestore.googleapis.com';
export const functionsUrl = `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`;
