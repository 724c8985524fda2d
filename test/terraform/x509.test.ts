/**
 * The certificate of a stand-in provider (src/terraform/x509.ts): go-plugin's mutual TLS needs one
 * from the plugin, made fresh at each start, without OpenSSL on the machine.
 */
import * as crypto from 'crypto';
import { selfSignedLocalhost } from '../../src/terraform/x509';

describe('the certificate', () => {
  test('a self-signed EC P-256 CA for localhost, server and client auth, in a few milliseconds', () => {
    const t0 = process.hrtime.bigint();
    const c = selfSignedLocalhost();
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    const x = new crypto.X509Certificate(c.certPem);
    expect(x.ca).toBe(true);
    expect(x.subject).toBe('CN=localhost');
    expect(x.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1');
    expect(x.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1', '1.3.6.1.5.5.7.3.2']);
    expect(x.publicKey.asymmetricKeyDetails).toEqual({ namedCurve: 'prime256v1' });
    expect(x.verify(x.publicKey)).toBe(true);
    expect(x.raw).toEqual(c.certDer);
    expect(crypto.createPrivateKey(c.keyPem).asymmetricKeyType).toBe('ec');
    // RSA 2048 would take hundreds of milliseconds; generous for a loaded machine.
    expect(ms).toBeLessThan(500);
  });

  test('valid from a minute before the given time to a day after it; a fresh key and serial each time', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const [a, b] = [selfSignedLocalhost(now), selfSignedLocalhost(now)];
    const x = new crypto.X509Certificate(a.certPem);
    expect([new Date(x.validFrom).toISOString(), new Date(x.validTo).toISOString()]).toEqual(['2026-11-26T11:59:00.000Z', '2026-11-27T12:00:00.000Z']);
    expect(x.checkHost('localhost')).toBe('localhost');
    expect(x.checkHost('example.com')).toBeUndefined();
    expect([a.keyPem === b.keyPem, x.serialNumber === new crypto.X509Certificate(b.certPem).serialNumber]).toEqual([false, false]);
  });
});
