/**
 * WebMCP's declarative attributes (https://webmachinelearning.github.io/webmcp/), which make a form
 * a tool an agent in the browser can call: React 19 writes these lowercase attributes as they are
 * given, as strings (`toolautosubmit=""` for the boolean one).
 */
import type {} from 'react';

declare module 'react' {
  // The type parameter is React's own, which a merged declaration must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface FormHTMLAttributes<T> {
    /** The tool's name (snake_case, unique on the page). */
    toolname?: string;
    /** What the tool does, for the agent choosing it. */
    tooldescription?: string;
    /** The agent may send the form without the shopper pressing its button: only where sending changes nothing. */
    toolautosubmit?: '';
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface InputHTMLAttributes<T> {
    /** What the field's value means, in the tool's input schema. */
    toolparamdescription?: string;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface SelectHTMLAttributes<T> {
    toolparamdescription?: string;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface FieldsetHTMLAttributes<T> {
    /** Describes the group of fields (radio buttons) it holds, as one parameter. */
    toolparamdescription?: string;
  }
}
