/**
 * Whether an address on the network is a public one. The feed fetcher only talks to public hosts:
 * an editor's feed address (or a redirect it answers with) must never reach the Function's own
 * machine, the project's private network or the cloud metadata server.
 */
import { ipVersion, v4FromGroups, v4Number, v6Groups } from '../ip-address.js';

/** Host names that always mean "this machine" or the platform's own services. */
const privateNames = [/^localhost$/i, /\.localhost$/i, /\.internal$/i, /\.local$/i, /^metadata$/i];

/** IPv4 ranges that are not the public internet (RFC 6890 special-purpose registry). */
const privateV4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including the metadata server 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and broadcast
];

function isPrivateV4(address: string): boolean {
  const value = v4Number(address);
  return privateV4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4Number(base);
    return value >= start && value < start + size;
  });
}

/**
 * IPv6: only global unicast (2000::/3) is the public internet. Everything outside it is refused:
 * `::` and `::1`, the deprecated IPv4-compatible `::a.b.c.d` (`[::127.0.0.1]`), the local-use
 * NAT64 prefix 64:ff9b:1::/48, discard-only 100::/64, unique local fc00::/7, link-local
 * fe80::/10, the old site-local fec0::/10 and multicast ff00::/8. Three forms carry an IPv4
 * address and are judged by it: mapped `::ffff:a.b.c.d`, the well-known NAT64 prefix
 * 64:ff9b::/96 and 6to4 2002:AABB:CCDD::/48 (a 6to4 relay delivers to AA.BB.CC.DD).
 */
function isPrivateV6(address: string): boolean {
  const groups = v6Groups(address);
  const [first = 0, second = 0] = groups;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const [high = 0, low = 0] = groups.slice(6);
  if (zeros(0, 5) && groups[5] === 0xffff) return isPrivateV4(v4FromGroups(high, low));
  if (first === 0x64 && second === 0xff9b && zeros(2, 6)) return isPrivateV4(v4FromGroups(high, low));
  if (first === 0x2002) return isPrivateV4(v4FromGroups(second, groups[2] ?? 0));
  if ((first & 0xe000) !== 0x2000) return true;
  return (
    (first === 0x2001 && second < 0x0200) || // IETF protocol assignments 2001::/23, Teredo among them
    (first === 0x2001 && second === 0x0db8) || // documentation 2001:db8::/32
    (first === 0x3fff && second < 0x1000) // documentation 3fff::/20
  );
}

/** Whether an IP address (v4 or v6, as text) is loopback, private, link-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  switch (ipVersion(bare)) {
    case 4:
      return isPrivateV4(bare);
    case 6:
      return isPrivateV6(bare);
    default:
      return true; // not an address at all: never treat it as public
  }
}

/**
 * Why a host name (as `URL.hostname` gives it: IPv4 in dotted form, IPv6 in brackets) is refused
 * before any lookup, or undefined when it is a public address or a name to look up.
 */
export function hostProblem(hostname: string): string | undefined {
  const bare = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (ipVersion(bare)) return isPrivateAddress(bare) ? `${hostname} is not a public address` : undefined;
  if (privateNames.some((pattern) => pattern.test(bare))) return `${hostname} is not a public host`;
  if (!bare.includes('.')) return `${hostname} is not a public host name`;
  return undefined;
}
