import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { answerCallable, heldReply } from '../../components/testing/callables';
import { CallableFailure } from '../../domain/service-failures';
import { sendContactMessage } from './contact-messages';
import { subscribeToNewsletter, unsubscribeFromNewsletter } from './newsletter';

const signUp = { email: 'ada@example.com', source: 'footer', consent: 'I agree.' } as const;

async function failure(call: Promise<unknown>): Promise<CallableFailure> {
  const error: unknown = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CallableFailure);
  return error as CallableFailure;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the callable Functions', () => {
  it('answers with what the Function answered, in its shape', async () => {
    answerCallable('subscribeToNewsletter', () => ({
      result: { status: 'already-subscribed', discountCode: 'WELCOME10', extra: 1 },
    }));
    await expect(subscribeToNewsletter(signUp)).resolves.toEqual({
      status: 'already-subscribed',
      discountCode: 'WELCOME10',
    });
  });

  it("gives the server's message word for word, without the SDK's status", async () => {
    answerCallable('unsubscribeFromNewsletter', () => ({
      error: {
        status: 'INVALID_ARGUMENT',
        message:
          'This unsubscribe link is not valid. Please use the link in your latest email, or contact us.',
      },
    }));
    const error = await failure(unsubscribeFromNewsletter('forged'));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(
      'This unsubscribe link is not valid. Please use the link in your latest email, or contact us.',
    );
  });

  it('keeps the per-field problems of the contact form, and only those', async () => {
    answerCallable('sendContactMessage', () => ({
      error: {
        status: 'INVALID_ARGUMENT',
        message: 'Please check the highlighted fields.',
        details: { problems: { name: 'Please enter your name.', role: 'admin', email: 3 } },
      },
    }));
    const error = await failure(
      sendContactMessage({ name: '', email: 'a@b.co', subject: 's', message: 'm' }),
    );
    expect(error.problems).toEqual({ name: 'Please enter your name.' });
  });

  it.each([
    ['an answer of another shape', { result: { status: 'subscribed' } }],
    ['an answer without a result', new Response(JSON.stringify({ nothing: true }), { status: 200 })],
    ['a crash without words', { error: { status: 'INTERNAL' as const, message: 'INTERNAL' } }],
  ])('never takes %s for a success, and says so in plain words', async (_case, reply) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerCallable('subscribeToNewsletter', () => reply);
    const error = await failure(subscribeToNewsletter(signUp));
    expect(error.message).toBe('We could not sign you up right now. Please try again in a moment.');
  });

  it.each([
    [
      'a front end’s bare words',
      () => HttpResponse.json({ error: { code: 429, message: 'Too many requests' } }, { status: 429 }),
    ],
    [
      'words of its own',
      () => ({ error: { status: 'RESOURCE_EXHAUSTED' as const, message: 'Quota exceeded.' } }),
    ],
    ['no words, as a front end’s 429', () => new Response('Rate exceeded.', { status: 429 })],
    [
      'only its status',
      () => ({ error: { status: 'RESOURCE_EXHAUSTED' as const, message: 'RESOURCE_EXHAUSTED' } }),
    ],
  ])('tells a rate limit with %s in words: what happened and when to try again', async (_words, reply) => {
    answerCallable('subscribeToNewsletter', reply);
    const error = await failure(subscribeToNewsletter(signUp));
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe('Too many sign-ups in a short time. Please try again in an hour.');

    answerCallable('sendContactMessage', reply);
    const contact = await failure(
      sendContactMessage({ name: 'Ada', email: 'ada@example.com', subject: 's', message: 'm' }),
    );
    expect(contact.code).toBe('resource-exhausted');
    expect(contact.message).toBe(
      'You have sent several messages in a short time. Please wait an hour, or write to us by email.',
    );
  });

  it('says the store cannot be reached when the network fails', async () => {
    answerCallable('subscribeToNewsletter', () => HttpResponse.error());
    const error = await failure(subscribeToNewsletter(signUp));
    expect(error.code).toBe('unreachable');
    expect(error.message).toBe(
      'We could not reach the store. Please check your internet connection and try again.',
    );
  });

  it('sends nothing while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = answerCallable('subscribeToNewsletter', () => ({ result: {} }));
    const error = await failure(subscribeToNewsletter(signUp));
    expect(error.code).toBe('unreachable');
    expect(calls).toEqual([]);
  });

  it('gives up after the 10 s deadline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const held = heldReply({ result: { status: 'subscribed', discountCode: 'WELCOME10' } });
    answerCallable('subscribeToNewsletter', held.reply);
    const call = failure(subscribeToNewsletter(signUp));
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await call;
    held.release();
    expect(error.code).toBe('deadline-exceeded');
    expect(error.message).toBe('The store did not answer in time. Please try again in a moment.');
  });
});
