import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the mock backends in the browser; the store's own files pass straight through. */
export async function startMockBackends(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).origin === location.origin) return;
      print.warning();
    },
  });
}
