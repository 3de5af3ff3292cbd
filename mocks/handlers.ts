/** The one handler set shared by the browser worker, Vitest and the browser tests. */
import { firebaseHandlers } from './firebase/handlers';
import { sanityHandlers } from './sanity/handlers';
import { shopifyHandlers } from './shopify/handlers';

export const handlers = [...sanityHandlers, ...shopifyHandlers, ...firebaseHandlers];
