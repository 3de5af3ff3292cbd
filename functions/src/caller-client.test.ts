/**
 * The caller of a callable as the deployed Function sees it. The Functions framework that serves
 * a Function on Cloud Run is an Express app with `trust proxy` set to true
 * (`app.enable('trust proxy')` in @google-cloud/functions-framework's server.ts), so Express's
 * `req.ip`, the callable's `rawRequest.ip`, is the left-most `X-Forwarded-For` entry: whatever
 * the caller wrote there. Google's front end appends the address it saw as the right-most entry.
 * These tests run a real `onCall` Function in an Express app set up the same way and send it
 * requests whose header carries a forged entry before the front end's.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callerClient } from './caller-client.js';

let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  // The callable logs each request's verification at DEBUG through the console it found when it
  // loaded: silence that console before loading it.
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  const { onCall } = await import('firebase-functions/https');
  const app = express();
  app.enable('trust proxy'); // as the Functions framework does
  app.use(express.json());
  const whoCallsFunction = onCall((request) => ({
    ip: request.rawRequest.ip,
    client: callerClient(request.rawRequest),
  }));
  // The framework hands its Express request to the Function as it is; only the types differ (rawBody).
  app.post('/whoCalls', (req, res) => whoCallsFunction(req as Parameters<typeof whoCallsFunction>[0], res));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => close());

async function whoCalls(forwardedFor?: string): Promise<{ ip: string; client: string }> {
  const response = await fetch(`${origin}/whoCalls`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor }),
    },
    body: JSON.stringify({ data: null }),
  });
  const body = (await response.json()) as { result: { ip: string; client: string } };
  return body.result;
}

describe('the caller of a callable', () => {
  it('is what the caller forged in rawRequest.ip, and the front end’s address in callerClient', async () => {
    const forged = ['10.9.8.7', '198.51.100.1', '198.51.100.2'];
    for (const fake of forged) {
      const seen = await whoCalls(`${fake}, 203.0.113.7`);
      expect(seen.ip).toBe(fake);
      expect(seen.client).toBe('203.0.113.7');
    }
  });

  it('is the front end’s address when the caller sent no header of its own', async () => {
    expect(await whoCalls('203.0.113.7')).toEqual({ ip: '203.0.113.7', client: '203.0.113.7' });
  });

  it('is one /64 network for an IPv6 caller, whatever address of it calls', async () => {
    const first = await whoCalls('1.2.3.4, 2001:db8:1:2::7');
    const second = await whoCalls('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(first.client).toBe('2001:db8:1:2::/64');
    expect(second.client).toBe(first.client);
  });

  it('is the socket’s peer without a front end (the emulator)', async () => {
    expect((await whoCalls()).client).toBe('127.0.0.1');
  });
});
