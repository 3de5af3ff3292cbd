import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createStore } from './app/create-store';
import { readPrerenderedState } from './lib/hydration/prerendered-state';
import { releaseEarlyInput, takeOverEarlyInput } from './lib/hydration/early-input';

async function startStore() {
  // A compile-time constant: a live build contains neither this import nor the mock backends.
  if (__MOCK_BACKENDS__) {
    const { startMockBackendsOnFirstRequest } = await import('../mocks/on-demand');
    startMockBackendsOnFirstRequest();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const prerendered = readPrerenderedState(document);
  const { queryClient, router } = await createStore(prerendered);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole prerendered page in one long task: the page stays responsive meanwhile.
  if (prerendered)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
  // React listens on the page from now on: the taps the boot script held are replayed.
  takeOverEarlyInput();
}

startStore().catch((error: unknown) => {
  releaseEarlyInput();
  throw error;
});
