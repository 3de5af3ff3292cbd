/**
 * Whether this browser keeps a signed-in session, known without Firebase's code: Auth keeps the
 * signed-in user in localStorage under `firebase:authUser:<API key>:<app name>`
 * (`browserLocalPersistence` on the default app, auth.ts). A visitor who has not signed in then
 * loads no Firebase until they sign in, or another tab does (`subscribe` hears it).
 */
import { env } from '../../config/env';
import { storedText } from '../browser-storage';

export const savedSession = storedText(`firebase:authUser:${env.firebase.apiKey}:[DEFAULT]`);
