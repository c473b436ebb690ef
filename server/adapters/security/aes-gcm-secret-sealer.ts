import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretSealer } from '../../application/shared/ports';

const VERSION = 'v1';

/**
 * AES-256-GCM: a random 96-bit nonce per value, the 128-bit tag, and what the value belongs to
 * as additional data. Stored as `v1.<nonce>.<tag>.<ciphertext>`, each base64url.
 */
export class AesGcmSecretSealer implements SecretSealer {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  }

  seal(plain: string, about: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(Buffer.from(about, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, nonce, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string, about: string): string {
    const [version, nonce, tag, ciphertext, ...rest] = sealed.split('.');
    if (version !== VERSION || !nonce || !tag || ciphertext === undefined || rest.length > 0) {
      throw new Error('Not a sealed secret');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(about, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
