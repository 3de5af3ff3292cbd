import { afterEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { giveCartRequestsADeadline } from './cart-fetch-deadline';

const endpoint = 'https://deadline.example/api/2026-04/graphql.json';
let remove = () => {};

afterEach(() => remove());

describe('giveCartRequestsADeadline', () => {
  it('gives up on a Storefront request without a signal once the deadline has passed', async () => {
    server.use(http.post(endpoint, async () => delay('infinite')));
    remove = giveCartRequestsADeadline(endpoint, 50);
    await expect(fetch(endpoint, { method: 'POST', body: '{}' })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('leaves other addresses, and requests with their own signal, as they are', async () => {
    server.use(
      http.post(endpoint, async () => {
        await delay(120);
        return HttpResponse.json({ data: {} });
      }),
      http.get('https://elsewhere.example/slow', async () => {
        await delay(120);
        return HttpResponse.text('done');
      }),
    );
    remove = giveCartRequestsADeadline(endpoint, 50);
    await expect((await fetch('https://elsewhere.example/slow')).text()).resolves.toBe('done');
    const own = new AbortController();
    const answer = await fetch(endpoint, { method: 'POST', body: '{}', signal: own.signal });
    expect(answer.status).toBe(200);
  });

  it('puts the original fetch back when removed', () => {
    const original = globalThis.fetch;
    giveCartRequestsADeadline(endpoint, 50)();
    expect(globalThis.fetch).toBe(original);
  });
});
