import { lazy, Suspense } from 'react';
import { env } from '../../config/env';
import { useHydrated } from '../../lib/hydration/use-hydrated';

const ShellAgentTools = lazy(() => import('./shell-agent-tools'));

/**
 * What the store offers an agent in the browser beyond its forms' attributes (the cart's tools, the
 * header search's answers: shell-agent-tools.tsx), where the browser has WebMCP
 * (`document.modelContext`, its own or a polyfill's), unless the store answers no agents
 * (`VITE_AGENTS=off`). Rendered last in the frame: its code is fetched once the page has hydrated,
 * and only in such a browser. No page's first load carries more of it than this.
 */
export function AgentTools() {
  const shown = useHydrated() && env.agents && 'modelContext' in document;
  return shown ? (
    <Suspense fallback={null}>
      <ShellAgentTools />
    </Suspense>
  ) : null;
}
