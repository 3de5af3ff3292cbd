/** The one handler set shared by the browser worker, Vitest and the browser tests. */
import { firebaseHandlers } from './firebase';
import { sanityHandlers } from './sanity';
import { shopifyHandlers } from './shopify';

export const handlers = [...sanityHandlers, ...shopifyHandlers, ...firebaseHandlers];
