import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the mock backends in the browser; the store's own files pass straight through. */
export async function startMockBackends(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (url.origin === location.origin) return;
      // `npm run dev:emulators`: Firebase goes to the local emulators, which answer for themselves.
      if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return;
      print.warning();
    },
  });
}
