import { createHmac } from 'node:crypto';
import type { SecretDigest } from '../../application/shared/ports';

/**
 * HMAC-SHA256 with a server-side key: a stolen database alone does not let anyone test the
 * 1,000,000 possible e-mail codes, nor turn a stored digest back into a usable token.
 */
export class HmacSecretDigest implements SecretDigest {
  constructor(private readonly key: string) {}

  digest(secret: string): string {
    return createHmac('sha256', this.key).update(secret).digest('base64url');
  }
}
