import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createStore } from './app/create-store';
import { readPrerenderedState } from './app/prerendered-state';

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
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void startStore();
