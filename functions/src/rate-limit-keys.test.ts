import { describe, expect, it } from 'vitest';
import { clientKey, forwardedClientAddress, mailboxKey, rewrittenCallerKeys } from './rate-limit-keys.js';

describe('mailboxKey', () => {
  it.each([
    ['jane@example.com', 'jane@example.com'],
    [' Jane@Example.COM ', 'jane@example.com'],
    ['jane+shop@example.com', 'jane@example.com'],
    ['jane+a+b@example.com', 'jane@example.com'],
    ['Jane+Newsletter@Outlook.com', 'jane@outlook.com'],
    ['j.a.n.e@gmail.com', 'jane@gmail.com'],
    ['J.Ane+x@GMail.com', 'jane@gmail.com'],
    ['jane@googlemail.com', 'jane@gmail.com'],
    ['ja.ne+1@googlemail.com', 'jane@gmail.com'],
    ['jane@gmail.com.', 'jane@gmail.com'],
    // Dots are kept where the provider does not ignore them.
    ['j.doe@example.com', 'j.doe@example.com'],
    ['j.doe@outlook.com', 'j.doe@outlook.com'],
    ['j.doe@mail.gmail.com.example', 'j.doe@mail.gmail.com.example'],
    // A local part that is all tag stays as it is.
    ['+tag@example.com', '+tag@example.com'],
  ])('%j counts as %j', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });
});

describe('forwardedClientAddress', () => {
  it.each<[string, string | string[] | undefined, string | undefined, string]>([
    ['the front end’s only entry', '203.0.113.7', '169.254.1.1', '203.0.113.7'],
    ['the right-most entry, after what the caller sent', '1.2.3.4, 203.0.113.7', undefined, '203.0.113.7'],
    [
      'the right-most entry, however many were forged',
      '10.0.0.1,1.2.3.4 , 203.0.113.7',
      undefined,
      '203.0.113.7',
    ],
    ['the right-most of repeated headers', ['1.2.3.4', '203.0.113.7'], undefined, '203.0.113.7'],
    ['an IPv6 entry', '1.2.3.4, 2001:db8:1:2::7', undefined, '2001:db8:1:2::7'],
    ['the socket without the header', undefined, '::1', '::1'],
    ['the socket when the header is empty', ' , ', '127.0.0.1', '127.0.0.1'],
    ['"unknown" when there is neither', undefined, undefined, 'unknown'],
  ])('takes %s', (_case, forwardedFor, socket, address) => {
    expect(forwardedClientAddress(forwardedFor, socket)).toBe(address);
  });
});

describe('rewrittenCallerKeys', () => {
  it.each<[string, string | undefined, string | undefined, { client: string; edge: string }]>([
    [
      'through Hosting',
      '203.0.113.7, 151.101.1.195',
      undefined,
      { client: '203.0.113.7', edge: '151.101.1.195' },
    ],
    [
      'through Hosting, after text the caller wrote',
      '1.2.3.4, 203.0.113.7, 151.101.1.195',
      undefined,
      { client: '203.0.113.7', edge: '151.101.1.195' },
    ],
    [
      'skipping Hosting: the edge is the caller',
      '192.0.2.50',
      undefined,
      { client: '192.0.2.50', edge: '192.0.2.50' },
    ],
    ['no header (the emulator)', undefined, '127.0.0.1', { client: '127.0.0.1', edge: '127.0.0.1' }],
    [
      'an IPv6 client counts as its /64',
      '2001:db8:1:2:3:4:5:6, 151.101.1.195',
      undefined,
      { client: clientKey('2001:db8:1:2::'), edge: '151.101.1.195' },
    ],
  ])('%s', (_case, forwardedFor, socket, keys) => {
    expect(rewrittenCallerKeys(forwardedFor, socket)).toEqual(keys);
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['[::ffff:cb00:7107]', '203.0.113.7'],
    ['2001:db8:1:2::7', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%j counts as %j', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
