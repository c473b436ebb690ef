import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AesGcmSecretSealer } from '../../../../server/adapters/security/aes-gcm-secret-sealer';

describe('AesGcmSecretSealer', () => {
  const sealer = new AesGcmSecretSealer(randomBytes(32));

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP', 'office');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/u);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealer.open(sealed, 'office')).toBe('JBSWY3DPEHPK3PXP');
    expect(sealer.seal('JBSWY3DPEHPK3PXP', 'office')).not.toBe(sealed);
  });

  it('refuses a value of another account, another key, or changed', () => {
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP', 'office');
    expect(() => sealer.open(sealed, 'chief')).toThrow();
    expect(() => new AesGcmSecretSealer(randomBytes(32)).open(sealed, 'office')).toThrow();
    const [version, nonce, tag, body = ''] = sealed.split('.');
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => sealer.open([version, nonce, tag, flipped].join('.'), 'office')).toThrow();
    expect(() => sealer.open('not sealed', 'office')).toThrow('Not a sealed secret');
  });

  it('needs a 256-bit key', () => {
    expect(() => new AesGcmSecretSealer(randomBytes(16))).toThrow();
  });
});
