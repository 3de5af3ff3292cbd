/** The one handler set of the local services, shared by `npm start`, the build's prerendering and Vitest. */
import { agentHandlers } from './agent';
import { firebaseHandlers } from './firebase/handlers';
import { mediaHandlers } from './media/handlers';
import { sanityHandlers } from './sanity/handlers';
import { shopifyHandlers } from './shopify/handlers';

export const handlers = [
  ...sanityHandlers,
  ...shopifyHandlers,
  ...firebaseHandlers,
  ...mediaHandlers,
  ...agentHandlers,
];
