import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server } from '../mocks/node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Test files share a worker: a saved cart (hydrogen-react's cart id, the mock's carts) must not leak.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
afterAll(() => server.close());
