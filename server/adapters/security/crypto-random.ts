import { randomBytes, randomInt } from 'node:crypto';
import type { Random } from '../../application/shared/ports';

export class CryptoRandom implements Random {
  token(bytes = 32): string {
    return randomBytes(bytes).toString('base64url');
  }

  id(): string {
    return randomBytes(12).toString('base64url');
  }

  sixDigitCode(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }
}
