import { describe, expect, it } from 'vitest';
import { hostProblem, isPrivateAddress } from './public-address.js';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    // IPv4-compatible (deprecated) ::a.b.c.d, however written
    '::127.0.0.1',
    '::7f00:1',
    '::8.8.8.8',
    // 6to4 carrying a private IPv4 address
    '2002:7f00:1::',
    '2002:a00:1::1',
    '2002:a9fe:a9fe::',
    // NAT64: the well-known prefix with a private IPv4, and the local-use prefix altogether
    '64:ff9b::127.0.0.1',
    '64:ff9b:1::',
    '64:ff9b:1:ffff::808:808',
    // site-local (deprecated) fec0::/10
    'fec0::1',
    'feff::1',
    // the rest of what is not global unicast, and special blocks inside it
    '100::1',
    '2001::1',
    '2001:2::1',
    '3fff::1',
    '::ffff:0:7f00:1',
    'not an address',
    '',
  ])('refuses %j', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('accepts the public address %j', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('hostProblem', () => {
  it('leaves public names to the DNS check', () => {
    expect(hostProblem('feeds.example.org')).toBeUndefined();
    expect(hostProblem('feeds.example.org.')).toBeUndefined();
  });

  it('refuses names that mean this machine or the platform', () => {
    expect(hostProblem('LOCALHOST')).toBe('LOCALHOST is not a public host');
    expect(hostProblem('printer.local')).toBe('printer.local is not a public host');
    expect(hostProblem('metadata.google.internal.')).toBe('metadata.google.internal. is not a public host');
  });
});
