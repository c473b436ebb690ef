import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '../../application/shared/ports';
import type { ScryptJob } from './scrypt-worker-pool';

/** Runs scrypt: the bounded worker pool (scrypt-worker-pool.ts). */
export interface ScryptDeriver {
  derive(job: ScryptJob): Promise<Buffer>;
}

/**
 * Passwords hashed with scrypt (Node's own, no native add-on) on a deriver of their own, stored as
 * `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` so that the cost can rise later: a hash made with a
 * lower cost than today's verifies and then asks to be rehashed.
 */
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

export class ScryptPasswordHasher implements PasswordHasher {
  /** @param logCost log2 of scrypt's N; 17 is OWASP's minimum (128 MiB a hash). */
  constructor(
    private readonly logCost: number,
    private readonly deriver: ScryptDeriver,
  ) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await this.derive(password, salt, this.logCost, BLOCK_SIZE, PARALLELISM);
    return [
      'scrypt',
      this.logCost,
      BLOCK_SIZE,
      PARALLELISM,
      salt.toString('base64'),
      key.toString('base64'),
    ].join('$');
  }

  async verify(
    password: string,
    stored: string,
  ): Promise<{ valid: boolean; needsRehash: boolean }> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return { valid: false, needsRehash: false };
    const [, logCost, blockSize, parallelism, salt, expected] = parts as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const expectedKey = Buffer.from(expected, 'base64');
    const key = await this.derive(
      password,
      Buffer.from(salt, 'base64'),
      Number(logCost),
      Number(blockSize),
      Number(parallelism),
    );
    const valid = key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
    return { valid, needsRehash: valid && Number(logCost) < this.logCost };
  }

  private derive(
    password: string,
    salt: Buffer,
    logCost: number,
    blockSize: number,
    parallelism: number,
  ): Promise<Buffer> {
    return this.deriver.derive({
      password: password.normalize('NFC'),
      salt,
      keyLength: KEY_LENGTH,
      N: 2 ** logCost,
      r: blockSize,
      p: parallelism,
    });
  }
}
