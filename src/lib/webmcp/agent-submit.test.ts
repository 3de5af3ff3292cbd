import { describe, expect, it, vi } from 'vitest';
import { answerAgent } from './agent-submit';

const submitEvent = (agent?: { respondWith: (answer: Promise<unknown>) => void }) => {
  const event = new Event('submit', { cancelable: true });
  if (agent)
    Object.defineProperties(event, {
      agentInvoked: { value: true },
      respondWith: { value: agent.respondWith },
    });
  return event;
};

describe('answerAgent', () => {
  it('answers an agent’s submission, once the browser is kept from sending the form', async () => {
    const respondWith = vi.fn((answer: Promise<unknown>) => {
      expect(event.defaultPrevented).toBe(true);
      return answer;
    });
    const event = submitEvent({ respondWith });
    expect(answerAgent(event, async () => ({ found: 1 }))).toBe(true);
    expect(respondWith).toHaveBeenCalledTimes(1);
    await expect(respondWith.mock.calls[0]![0]).resolves.toEqual({ found: 1 });
  });

  it('leaves a shopper’s submission (or a browser without WebMCP) as it is, without asking the answer', () => {
    const answer = vi.fn(async () => null);
    const event = submitEvent();
    expect(answerAgent(event, answer)).toBe(false);
    expect(event.defaultPrevented).toBe(false);
    expect(answer).not.toHaveBeenCalled();
  });
});
