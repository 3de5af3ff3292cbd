/**
 * WebMCP's imperative half (https://webmachinelearning.github.io/webmcp/): a page registers tools
 * an agent in the browser may call, on `document.modelContext`, which a browser with WebMCP (or
 * its polyfill) provides. Only the part the store uses is typed here.
 */

/** A tool's input, as JSON Schema (an object's properties). */
export interface ToolInputSchema {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  additionalProperties?: boolean;
}

export interface AgentTool {
  /** snake_case, unique on the page (the declarative tools' forms included). */
  name: string;
  description: string;
  inputSchema: ToolInputSchema;
  /** `readOnlyHint`: calling it changes nothing. */
  annotations?: { readOnlyHint?: boolean };
  /** Settles with what the agent reads back (JSON), or rejects with the reason in the shopper's words. */
  execute(input: Record<string, unknown>): Promise<unknown>;
}

export interface ModelContext {
  /** Resolves once registered; the tool is withdrawn when `signal` aborts. */
  registerTool(tool: AgentTool, options?: { signal?: AbortSignal }): Promise<void>;
}

/** The document's model context, or null in a browser without WebMCP. */
export function modelContextOf(document: Document): ModelContext | null {
  return (document as Document & { modelContext?: ModelContext }).modelContext ?? null;
}

/**
 * Registers `tools` until `signal` aborts. A tool the page could not register (a name another
 * tool of the page has) is reported for developers, not thrown: the others still work.
 */
export function registerTools(context: ModelContext, tools: readonly AgentTool[], signal: AbortSignal): void {
  for (const tool of tools) {
    context.registerTool(tool, { signal }).catch((error: unknown) => {
      if (!signal.aborted) console.error(`Could not offer the agent tool ${tool.name}`, error);
    });
  }
}
