/**
 * Test-only: a form sent as an agent sends it through WebMCP (src/lib/webmcp/agent-submit.ts): a
 * submit event that says so (`agentInvoked`) and takes the page's answer (`respondWith`), which a
 * page may give only once it has kept the browser from sending the form itself.
 */
import { act } from '@testing-library/react';

/** Sends `form` as an agent; settles with the page's answer, or null when it gave none. */
export async function submitAsAgent(form: HTMLFormElement): Promise<unknown> {
  let answer: Promise<unknown> | null = null;
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  Object.defineProperties(event, {
    agentInvoked: { value: true },
    respondWith: {
      value: (given: Promise<unknown>) => {
        if (!event.defaultPrevented) throw new DOMException('respondWith() requires preventDefault()');
        answer = given;
      },
    },
  });
  act(() => {
    form.dispatchEvent(event);
  });
  return answer ? await answer : null;
}
