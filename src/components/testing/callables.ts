/**
 * Stands in for one of the store's callable Functions in a component test: every call to `name`
 * is recorded (its `data`) and answered by `reply`, as the callable protocol does: `{ result }` or
 * `{ error: { status, message, details } }`. Test-only code.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { callableHttpStatus } from '../../../mocks/firebase/callable-protocol';

export type CallableReply =
  | { result: unknown }
  | { error: { status: keyof typeof callableHttpStatus; message: string; details?: unknown } }
  | 'network-error'
  | Response;

export function answerCallable(
  name: string,
  reply: (data: unknown, request: Request) => CallableReply | Promise<CallableReply>,
): { calls: unknown[] } {
  const calls: unknown[] = [];
  server.use(
    http.post(new RegExp(`/us-central1/${name}$`), async ({ request }) => {
      const { data } = (await request.clone().json()) as { data: unknown };
      calls.push(data);
      const answer = await reply(data, request);
      if (answer === 'network-error') return HttpResponse.error();
      if (answer instanceof Response) return answer;
      if ('error' in answer)
        return HttpResponse.json(answer, { status: callableHttpStatus[answer.error.status] });
      return HttpResponse.json(answer);
    }),
  );
  return { calls };
}

/** A reply that waits until `release()` is called: what the page shows while the store is busy. */
export function heldReply(reply: CallableReply) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    reply: async () => {
      await released;
      return reply;
    },
  };
}
