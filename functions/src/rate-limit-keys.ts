/**
 * What the rate limits count by: one mailbox, however its address is written, and one client, as
 * Google's front end saw it. Only the limits use these keys; what is stored and shown (a contact
 * message's address, a subscriber's address) stays as the shopper typed it.
 */
import { ipVersion, v4FromGroups, v6Groups } from './ip-address.js';

/** Providers that deliver `j.a.n.e@gmail.com` to `jane@gmail.com`: there the dots mean nothing. */
const dotlessDomains = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * One key per mailbox, so that a limit per address cannot be dodged by writing the same mailbox
 * another way: lower case; the `+tag` of the local part dropped (Gmail, Outlook, iCloud, Fastmail
 * and most others deliver `jane+anything@` to `jane@`; where a provider does not, two people share
 * a limit, which errs on the strict side); and for Gmail, whose addresses ignore dots and whose
 * googlemail.com is the same mailbox, the dots of the local part dropped too. Dots are kept for
 * every other provider, where `j.doe` and `jdoe` may well be two people.
 */
export function mailboxKey(address: string): string {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at <= 0) return text;
  let local = text.slice(0, at);
  let domain = text.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = dotlessDomains.get(domain);
  if (dotless) {
    domain = dotless;
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}

/**
 * The caller's address as Google's front end saw it. The Functions run on Cloud Run, behind
 * Google's front end, which appends the address it received the request from to
 * `X-Forwarded-For`, after whatever the caller sent in that header. So only the right-most entry
 * is Google's word; every entry before it is the caller's own text. Express's `req.ip`, which a
 * callable sees as `rawRequest.ip`, is the LEFT-most entry: the Functions framework sets
 * `trust proxy` to true, and with it Express believes the whole header, so a caller could choose
 * the key of its own rate limit (`caller-client.test.ts` shows both). Without the
 * header (the emulator, a test), the socket's peer address is the caller.
 */
export function forwardedClientAddress(
  forwardedFor: string | readonly string[] | undefined,
  socketAddress: string | undefined,
): string {
  return forwardedEntries(forwardedFor).at(-1) ?? socketAddress ?? 'unknown';
}

function forwardedEntries(forwardedFor: string | readonly string[] | undefined): string[] {
  return [forwardedFor ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * Who calls a Function through a Hosting rewrite (the MCP server at `/api/mcp`). Hosting's CDN
 * appends the address it received the request from, then Google's front end appends the CDN's:
 * so `client` (the entry before the right-most) is the caller as the CDN saw it, and `edge` (the
 * right-most) the CDN. A call to the Function's own address skips Hosting: then `edge` is the
 * caller and `client` text it chose. Both count, each against its own limit, so that a caller who
 * skips Hosting and writes a new `client` every time is still held by its `edge` limit.
 */
export function rewrittenCallerKeys(
  forwardedFor: string | readonly string[] | undefined,
  socketAddress: string | undefined,
): { client: string; edge: string } {
  const entries = forwardedEntries(forwardedFor);
  const edge = entries.at(-1) ?? socketAddress ?? 'unknown';
  return { client: clientKey(entries.at(-2) ?? edge), edge: clientKey(edge) };
}

/**
 * One key per client: an IPv4 address as it is (also when written as `::ffff:a.b.c.d`), and for
 * IPv6 its /64 network, since one household or server is usually given a whole /64 and could
 * take a new address from it for every call.
 */
export function clientKey(address: string): string {
  const bare = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  switch (ipVersion(bare)) {
    case 4:
      return bare;
    case 6: {
      const groups = v6Groups(bare);
      const [high = 0, low = 0] = groups.slice(6);
      if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
        return v4FromGroups(high, low);
      }
      return `${groups
        .slice(0, 4)
        .map((group) => group.toString(16))
        .join(':')}::/64`;
    }
    default:
      return bare;
  }
}
