/**
 * IP addresses and subnets as the routing protocols are given them: an address (`190.1.1.2`,
 * `190::1:2`) and an interface address with its prefix length (`190.1.1.1/30`, `190::1:1/126`),
 * read into numbers to compare. Nothing here judges a token: the callers pass only known text.
 */

/** An address: its version and its value. */
export interface Address {
  readonly version: 4 | 6;
  readonly value: bigint;
}

/** An interface address with its prefix length (the subnet it is in). */
export interface Cidr extends Address {
  readonly prefix: number;
}

function ipv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.reduce((acc, p) => acc * 256n + BigInt(Number(p)), 0n);
}

function ipv6(text: string): bigint | undefined {
  if (!/^[0-9a-fA-F:]+$/.test(text) || (text.match(/::/g) ?? []).length > 1) return undefined;
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const h = groups(head);
  const t = tail === undefined ? [] : groups(tail);
  const missing = 8 - h.length - t.length;
  if ((tail === undefined && missing !== 0) || (tail !== undefined && missing < 1)) return undefined;
  const all = [...h, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...t];
  if (!all.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return undefined;
  return all.reduce((acc, g) => acc * 65536n + BigInt(parseInt(g, 16)), 0n);
}

/** An IPv4 or IPv6 address, or undefined when the text is none. */
export function parseAddress(text: string): Address | undefined {
  const v4 = ipv4(text);
  if (v4 !== undefined) return { version: 4, value: v4 };
  const v6 = ipv6(text);
  return v6 === undefined ? undefined : { version: 6, value: v6 };
}

/** An address with its prefix length (`/0` to `/32` or `/128`), or undefined when the text is none. */
export function parseCidr(text: string): Cidr | undefined {
  const m = /^([^/]+)\/(\d{1,3})$/.exec(text);
  if (!m) return undefined;
  const a = parseAddress(m[1]);
  const prefix = Number(m[2]);
  if (!a || prefix > (a.version === 4 ? 32 : 128)) return undefined;
  return { ...a, prefix };
}

/** Whether `a` is in the subnet of `cidr` (same version, same leading `prefix` bits; arithmetic, as eslint refuses bitwise operators). */
export function inSubnet(cidr: Cidr, a: Address): boolean {
  if (cidr.version !== a.version) return false;
  const size = 2n ** BigInt((cidr.version === 4 ? 32 : 128) - cidr.prefix);
  return cidr.value / size === a.value / size;
}

/** The subnet of an interface address, written as a network (`190.1.1.0/30`), for messages. */
export function subnetOf(cidr: Cidr): string {
  const bits = cidr.version === 4 ? 32 : 128;
  const size = 2n ** BigInt(bits - cidr.prefix);
  const net = (cidr.value / size) * size;
  if (cidr.version === 4) return `${[24n, 16n, 8n, 0n].map((s) => String((net / 2n ** s) % 256n)).join('.')}/${cidr.prefix}`;
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((s) => ((net / 2n ** s) % 65536n).toString(16));
  // The longest run of zero groups is written `::`.
  let best = [-1, 0];
  for (let i = 0; i < 8;) {
    if (groups[i] !== '0') { i++; continue; }
    let j = i;
    while (j < 8 && groups[j] === '0') j++;
    if (j - i > best[1] && j - i > 1) best = [i, j - i];
    i = j;
  }
  const text = best[0] < 0 ? groups.join(':')
    : `${groups.slice(0, best[0]).join(':')}::${groups.slice(best[0] + best[1]).join(':')}`;
  return `${text}/${cidr.prefix}`;
}
