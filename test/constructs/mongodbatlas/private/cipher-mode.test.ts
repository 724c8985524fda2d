import { withCipherMode } from '../../../../src/constructs/mongodbatlas/private/cipher-mode';

test('custom cipher lists without a mode get CUSTOM (a copy: the props are not changed)', () => {
  const ac = { customOpensslCipherConfigTls12: ['TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256'] };
  expect(withCipherMode(ac)).toEqual({ ...ac, tlsCipherConfigMode: 'CUSTOM' });
  expect(ac).toEqual({ customOpensslCipherConfigTls12: ['TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256'] });
  expect(withCipherMode({ customOpensslCipherConfigTls13: '${var.ciphers}' as any })).toEqual({ customOpensslCipherConfigTls13: '${var.ciphers}', tlsCipherConfigMode: 'CUSTOM' });
});

test('no mode is added without a cipher list, and an explicit mode is kept (the type rule reports a wrong one)', () => {
  expect(withCipherMode({ customOpensslCipherConfigTls12: [] })).toEqual({ customOpensslCipherConfigTls12: [] });
  expect(withCipherMode({})).toEqual({});
  expect(withCipherMode({ tlsCipherConfigMode: 'DEFAULT', customOpensslCipherConfigTls12: ['X'] })).toEqual({ tlsCipherConfigMode: 'DEFAULT', customOpensslCipherConfigTls12: ['X'] });
});
