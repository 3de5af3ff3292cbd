import type { ReactNode } from 'react';

/**
 * A group of answers (radio buttons, checkboxes) as one parameter of the quiz page's WebMCP tool:
 * WebMCP reads a group's description from the fieldset around it. The fieldset draws nothing of
 * its own; the group inside keeps its name (the question).
 */
export function ToolParameter({ description, children }: { description: string; children: ReactNode }) {
  return (
    <fieldset toolparamdescription={description} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
