import { createHash, hkdfSync } from 'node:crypto';
import type { ResidentNumberVault } from '../../application/donations/ports';
import { AesGcmSecretSealer } from './aes-gcm-secret-sealer';

/**
 * Donors' resident numbers, sealed with AES-256-GCM under keys of their own (never the token or
 * TOTP keys), each value bound to its donor and prefixed with the id of the key that sealed it:
 * `<key id>:v1.<nonce>.<tag>.<ciphertext>`. The first key seals; every key opens, so that a new
 * key can be put first and the values resealed before the old one is removed (docs/operations.md,
 * "Rotating the resident-number key").
 */
export class KeyringResidentNumberVault implements ResidentNumberVault {
  private readonly keys: { id: string; sealer: AesGcmSecretSealer }[];

  constructor(secrets: readonly string[]) {
    if (secrets.length === 0) throw new Error('The resident-number vault needs a key');
    this.keys = secrets.map((secret) => {
      const key = Buffer.from(hkdfSync('sha256', secret, 'alumni', 'resident-numbers', 32));
      const id = createHash('sha256').update(key).digest('base64url').slice(0, 8);
      return { id, sealer: new AesGcmSecretSealer(key) };
    });
  }

  seal(residentNumber: string, donorId: string): string {
    const [current] = this.keys;
    if (!current) throw new Error('The resident-number vault needs a key');
    return `${current.id}:${current.sealer.seal(residentNumber, `donor:${donorId}`)}`;
  }

  open(sealed: string, donorId: string): string {
    const separator = sealed.indexOf(':');
    const key = this.keys.find((candidate) => candidate.id === sealed.slice(0, separator));
    if (separator < 0 || !key) throw new Error('Sealed with a key the vault does not hold');
    return key.sealer.open(sealed.slice(separator + 1), `donor:${donorId}`);
  }

  isSealedWithCurrentKey(sealed: string): boolean {
    return sealed.startsWith(`${this.keys[0]?.id}:`);
  }
}
