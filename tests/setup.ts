import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '../mocks/node';
import { resetFirebaseMock } from '../mocks/firebase';

// Listening before the test file is imported: a module it imports may keep the global `fetch` it
// finds then (firebase/auth's Node build does, through src/lib/firebase/callable.ts), which must be
// the one MSW patched.
server.listen({ onUnhandledRequest: 'error' });

// `findBy…` and `waitFor` wait for a condition: give them what a machine loaded many times over
// needs (Testing Library's 1 s failed there), which a passing test never spends.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  // The boot script marks every page that runs scripts (src/lib/hydration/boot.js); so do the tests.
  if (typeof document !== 'undefined') document.documentElement.setAttribute('data-js', '');
});
afterEach(async () => {
  cleanup();
  // The Firebase SDK keeps its session in memory for the whole worker: end it, then reset the
  // mock backend's accounts and lists.
  // (Imported here, not at the top: firebase/auth's Node build keeps the `fetch` of its first
  // import, which must be the one MSW patched in beforeAll.)
  const { signOutIfStarted } = await import('../src/lib/firebase/auth');
  await signOutIfStarted();
  resetFirebaseMock();
  server.resetHandlers();
  // Test files share a worker: a saved cart (its id in localStorage, the mock's carts) must not leak.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
afterAll(() => server.close());
