/**
 * A form that is a WebMCP tool (`toolname`, form-attributes.d.ts) is sent by an agent as by a
 * shopper, with one difference: its submit event says so (`agentInvoked`), and the page may answer
 * the agent with what came of it (`respondWith`). Browsers without WebMCP have neither.
 */
interface AgentSubmitEvent extends Event {
  agentInvoked?: boolean;
  respondWith?: (answer: Promise<unknown>) => void;
}

/**
 * Answers an agent's submission of a tool's form with `answer()` (called only then, so its code
 * can load only then) and keeps the browser from sending the form itself; true when it did.
 * Call it while the submit event is being dispatched, from the form's own submit handler.
 */
export function answerAgent(event: Event, answer: () => Promise<unknown>): boolean {
  const submit = event as AgentSubmitEvent;
  if (!submit.agentInvoked || !submit.respondWith) return false;
  event.preventDefault();
  submit.respondWith(answer());
  return true;
}
