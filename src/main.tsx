import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

async function startStore() {
  // A compile-time constant: a live build contains neither this import nor the mock backends.
  if (__MOCK_BACKENDS__) {
    const { startMockBackends } = await import('../mocks/browser');
    await startMockBackends();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void startStore();
