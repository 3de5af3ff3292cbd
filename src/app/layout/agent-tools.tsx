import { useEffect, useState, type ComponentType } from 'react';
import { env } from '../../config/env';

const loadShellAgentTools = () => import('./shell-agent-tools');

/**
 * What the store offers an agent in the browser beyond its forms' attributes (the cart's tools, the
 * header search's answers: shell-agent-tools.tsx), where the browser has WebMCP
 * (`document.modelContext`, its own or a polyfill's). Rendered last in the frame, in the page's
 * innermost boundary: its code is fetched once the page is interactive, in a task of its own, and
 * only in such a browser, unless the store answers no agents (`VITE_AGENTS=off`). No page's first
 * load carries more of it than this.
 */
export function AgentTools() {
  const [Tools, setTools] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!env.agents || !('modelContext' in document)) return;
    const timer = setTimeout(() =>
      loadShellAgentTools().then(
        ({ ShellAgentTools }) => setTools(() => ShellAgentTools),
        (error: unknown) => console.error('Could not load the agent tools', error),
      ),
    );
    return () => clearTimeout(timer);
  }, []);
  return Tools ? <Tools /> : null;
}
