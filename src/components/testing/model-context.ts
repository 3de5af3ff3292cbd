/**
 * Test-only: a browser with WebMCP, as far as the store's imperative tools use it
 * (src/lib/webmcp/model-context.ts): `document.modelContext` registers tools under unique names
 * until their signal aborts. `withdraw()` takes it away again.
 */
import type { AgentTool, ModelContext } from '../../lib/webmcp/model-context';

export function installModelContext() {
  const tools = new Map<string, AgentTool>();
  const context: ModelContext = {
    async registerTool(tool, { signal } = {}) {
      if (tools.has(tool.name)) throw new DOMException(`Tool already registered: ${tool.name}`);
      tools.set(tool.name, tool);
      signal?.addEventListener('abort', () => tools.delete(tool.name), { once: true });
    },
  };
  Object.defineProperty(document, 'modelContext', { value: context, configurable: true });
  return {
    tools,
    /** Calls a registered tool as an agent does. */
    call: (name: string, input: Record<string, unknown> = {}) => {
      const tool = tools.get(name);
      if (!tool) throw new Error(`No tool ${name}`);
      return tool.execute(input);
    },
    withdraw: () => Reflect.deleteProperty(document, 'modelContext'),
  };
}
