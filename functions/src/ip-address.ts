/**
 * IP addresses written as text, read without `node:net` (the mock backend runs the feed guard in
 * the browser): which version a text is, and its numbers. Used by the feed fetcher's address guard
 * (`ingest/public-address.ts`) and by the rate limits' client key (`rate-limit-keys.ts`).
 */

/** 4 or 6 for an IP address written as text, else 0 (as `node:net`'s isIP). */
export function ipVersion(text: string): 0 | 4 | 6 {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) return v4.slice(1).every((part) => Number(part) <= 255) ? 4 : 0;
  if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return 0;
  const doubles = text.split('::').length - 1;
  if (doubles > 1) return 0;
  const tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail && ipVersion(tail) !== 4) return 0;
  const groups = (tail ? text.slice(0, -tail.length - 1) : text).split(':').filter((group) => group !== '');
  if (groups.some((group) => group.length > 4 || !/^[0-9a-f]+$/i.test(group))) return 0;
  const count = groups.length + (tail ? 2 : 0);
  return (doubles === 1 ? count < 8 : count === 8) ? 6 : 0;
}

/** A dotted IPv4 address as one 32-bit number. */
export function v4Number(address: string): number {
  return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

/** Two 16-bit groups of an IPv6 address as the dotted IPv4 address they carry. */
export function v4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * The eight 16-bit groups of an IPv6 address that `ipVersion` accepted (an embedded IPv4 tail,
 * as in `::ffff:127.0.0.1`, becomes the last two groups).
 */
export function v6Groups(address: string): number[] {
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
