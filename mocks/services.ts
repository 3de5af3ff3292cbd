/**
 * The local services of `npm start` and `npm run dev`: the one handler set (handlers.ts), which
 * build/local-services.ts serves over HTTP beside the store, keeping what shoppers change in the
 * data folder (data-folder.ts), so every browser talks to one store.
 */
import { folderStorage } from './data-folder';
import { keepDataIn } from './environment';
import { faultHandlers } from './faults';
import { handlers } from './handlers';

export { DEFAULT_DATA_FOLDER } from './data-folder';

export interface LocalServicesOptions {
  dataFolder: string;
  /** Let tests tell the services to fail (faults.ts): the browser tests' global setup only. */
  testFaults?: boolean;
}

export function startLocalServices({ dataFolder, testFaults = false }: LocalServicesOptions) {
  keepDataIn(folderStorage(dataFolder));
  return testFaults ? [...faultHandlers, ...handlers] : handlers;
}
