/* eslint-disable no-bitwise */ // a binary format
/**
 * A self-signed X.509 certificate for go-plugin's automatic mutual TLS, built with `node:crypto`
 * (an EC P-256 key, ECDSA with SHA-256) and a small DER writer. Like go-plugin's own: CN and SAN
 * `localhost` (the name Terraform's client verifies), a CA (the client trusts exactly this
 * certificate), server and client authentication.
 */
import * as crypto from 'crypto';

function der(tag: number, content: Buffer): Buffer {
  const n = content.length;
  let len: Buffer;
  if (n < 0x80) {len = Buffer.from([n]);} else {
    const bytes: number[] = [];
    for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
    len = Buffer.from([0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([Buffer.from([tag]), len, content]);
}

const seq = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => der(0x31, Buffer.concat(items));
const octets = (b: Buffer) => der(0x04, b);
const bits = (b: Buffer, unused = 0) => der(0x03, Buffer.concat([Buffer.from([unused]), b]));
const explicit = (n: number, b: Buffer) => der(0xa0 + n, b);
const bool = (v: boolean) => der(0x01, Buffer.from([v ? 0xff : 0]));

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const out = [a * 40 + b];
  for (const n of rest) {
    const groups: number[] = [];
    for (let v = n; ; v = Math.floor(v / 128)) {
      groups.unshift(v % 128);
      if (v < 128) break;
    }
    groups.forEach((g, i) => out.push(i < groups.length - 1 ? g | 0x80 : g));
  }
  return der(0x06, Buffer.from(out));
}

function integer(b: Buffer): Buffer {
  let i = 0;
  while (i < b.length - 1 && b[i] === 0) i++;
  const v = b.subarray(i);
  return der(0x02, v[0] & 0x80 ? Buffer.concat([Buffer.from([0]), v]) : v);
}

function time(d: Date): Buffer {
  const iso = d.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
  // UTCTime (two-digit year) until 2049, GeneralizedTime after (RFC 5280 4.1.2.5).
  return d.getUTCFullYear() < 2050 ? der(0x17, Buffer.from(iso.slice(2))) : der(0x18, Buffer.from(iso));
}

function extension(id: string, critical: boolean, value: Buffer): Buffer {
  return seq(oid(id), ...(critical ? [bool(true)] : []), octets(value));
}

/** A fresh key and a certificate for it: PEM for Node's TLS, DER for the handshake line. */
export interface SelfSigned {
  readonly keyPem: string;
  readonly certPem: string;
  readonly certDer: Buffer;
}

/** Makes a self-signed `localhost` certificate valid from a minute ago for one day. */
export function selfSignedLocalhost(now = new Date()): SelfSigned {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const name = seq(set(seq(oid('2.5.4.3'), der(0x0c, Buffer.from('localhost')))));
  const ecdsaSha256 = seq(oid('1.2.840.10045.4.3.2'));
  const serial = crypto.randomBytes(16);
  serial[0] &= 0x7f;
  const tbs = seq(
    explicit(0, der(0x02, Buffer.from([2]))),
    integer(serial),
    ecdsaSha256,
    name,
    seq(time(new Date(now.getTime() - 60_000)), time(new Date(now.getTime() + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, seq(
      extension('2.5.29.19', true, seq(bool(true))),
      // digitalSignature, keyEncipherment, keyAgreement, keyCertSign (bits 0, 2, 4, 5)
      extension('2.5.29.15', true, bits(Buffer.from([0xac]), 2)),
      extension('2.5.29.37', false, seq(oid('1.3.6.1.5.5.7.3.1'), oid('1.3.6.1.5.5.7.3.2'))),
      extension('2.5.29.17', false, seq(der(0x82, Buffer.from('localhost')), der(0x87, Buffer.from([127, 0, 0, 1])))),
    )),
  );
  const signature = crypto.sign('sha256', tbs, privateKey);
  const certDer = seq(tbs, ecdsaSha256, bits(signature));
  const b64 = certDer.toString('base64').replace(/(.{64})/g, '$1\n').replace(/\n$/, '');
  return {
    keyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    certPem: `-----BEGIN CERTIFICATE-----\n${b64}\n-----END CERTIFICATE-----\n`,
    certDer,
  };
}
