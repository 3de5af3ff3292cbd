/**
 * The local services of `npm start` and `npm run dev`: the one handler set (handlers.ts), which
 * build/local-services.ts serves over HTTP beside the store, keeping what shoppers change in the
 * data folder (data-folder.ts), so every browser talks to one store.
 */
import { folderStorage } from './data-folder';
import { keepDataIn } from './environment';
import { faultHandlers } from './faults';
import { readFirestoreChanges } from './firebase/mock-firestore';
import { readUserTable } from './firebase/auth-users';
import { handlers } from './handlers';
import { readCartTable } from './shopify/carts';
import { readOrderTable } from './shopify/orders';
import { readEventLog } from './shopify/monorail';

export { DEFAULT_DATA_FOLDER } from './data-folder';

/** Every table the backends keep in the data folder, read as they read it. */
export const tableReaders = [
  readCartTable,
  readOrderTable,
  readUserTable,
  readFirestoreChanges,
  readEventLog,
];

export interface LocalServicesOptions {
  dataFolder: string;
  /** Let tests tell the services to fail (faults.ts): the browser tests' global setup only. */
  testFaults?: boolean;
}

/**
 * The handlers, keeping their data in `dataFolder`. Every table there is read first: one that
 * does not read throws DamagedTableError, naming its file, and the services do not start.
 */
export function startLocalServices({ dataFolder, testFaults = false }: LocalServicesOptions) {
  keepDataIn(folderStorage(dataFolder));
  for (const read of tableReaders) read();
  return testFaults ? [...faultHandlers, ...handlers] : handlers;
}
