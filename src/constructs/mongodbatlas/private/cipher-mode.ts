/** Rendering shared by the cluster L2s (advanced and legacy). */

interface CipherSettings {
  readonly tlsCipherConfigMode?: string;
  readonly customOpensslCipherConfigTls12?: string[];
  readonly customOpensslCipherConfigTls13?: string[];
}

/**
 * The advanced configuration as rendered: custom cipher lists with no mode get `CUSTOM`, the only
 * mode they are valid with (the L2 owns that value; an explicit other mode is left to the type
 * rule custom-ciphers-need-custom-mode, which reports it).
 */
export function withCipherMode<T extends CipherSettings>(ac: T): T {
  const lists = [ac.customOpensslCipherConfigTls12, ac.customOpensslCipherConfigTls13];
  const custom = lists.some((l) => l !== undefined && l !== null && (!Array.isArray(l) || l.length > 0));
  return custom && ac.tlsCipherConfigMode === undefined ? { ...ac, tlsCipherConfigMode: 'CUSTOM' } : { ...ac };
}
