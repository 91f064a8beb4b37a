import { isIPv4, isIPv6 } from 'node:net';

// The network a request came from, as the pressure thresholds count it (docs/adr/0014, issue 28): the /24 of an IPv4
// address, the /48 of an IPv6 one (a site's usual allocation, so one household or school is one subnet whatever
// address its devices pick). An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, what a dual-stack socket reports) is
// its IPv4 address. Anything else (a Unix socket's empty address) is kept whole, so it is still counted.

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

export function subnetOf(ip: string): string {
  const mapped = MAPPED_V4.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 3).join(':')}::/48`;
  return address;
}

/** The eight groups of an IPv6 address, lower-case without leading zeros; an embedded IPv4 tail is two groups. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16).toString(16));
}
