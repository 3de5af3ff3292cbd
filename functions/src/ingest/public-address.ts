/**
 * Whether an address on the network is a public one. The feed fetcher only talks to public hosts:
 * an editor's feed address (or a redirect it answers with) must never reach the Function's own
 * machine, the project's private network or the cloud metadata server.
 */

/** 4 or 6 for an IP address written as text, else 0 (as `node:net`'s isIP, which the mock's browser build lacks). */
function isIP(text: string): 0 | 4 | 6 {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) return v4.slice(1).every((part) => Number(part) <= 255) ? 4 : 0;
  if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return 0;
  const doubles = text.split('::').length - 1;
  if (doubles > 1) return 0;
  const tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail && isIP(tail) !== 4) return 0;
  const groups = (tail ? text.slice(0, -tail.length - 1) : text).split(':').filter((group) => group !== '');
  if (groups.some((group) => group.length > 4 || !/^[0-9a-f]+$/i.test(group))) return 0;
  const count = groups.length + (tail ? 2 : 0);
  return (doubles === 1 ? count < 8 : count === 8) ? 6 : 0;
}

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

function v4Number(address: string): number {
  return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

function isPrivateV4(address: string): boolean {
  const value = v4Number(address);
  return privateV4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4Number(base);
    return value >= start && value < start + size;
  });
}

/** The eight 16-bit groups of an IPv6 address (with an embedded IPv4 tail turned into two groups). */
function v6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const value = v4Number(tail);
    text = `${text.slice(0, -tail.length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const middle = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16));
}

function isPrivateV6(address: string): boolean {
  const groups = v6Groups(address);
  const [first = 0] = groups;
  if (groups.slice(0, 7).every((group) => group === 0)) return true; // :: and ::1
  // An IPv4 address mapped (::ffff:a.b.c.d) or translated (64:ff9b::a.b.c.d) into IPv6.
  const mapped =
    groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
      ? true
      : first === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return isPrivateV4([high >> 8, high & 0xff, low >> 8, low & 0xff].join('.'));
  }
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xff00) === 0xff00 || // multicast
    (first === 0x2001 && groups[1] === 0x0db8) // documentation
  );
}

/** Whether an IP address (v4 or v6, as text) is loopback, private, link-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  switch (isIP(bare)) {
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
  if (isIP(bare)) return isPrivateAddress(bare) ? `${hostname} is not a public address` : undefined;
  if (privateNames.some((pattern) => pattern.test(bare))) return `${hostname} is not a public host`;
  if (!bare.includes('.')) return `${hostname} is not a public host name`;
  return undefined;
}
