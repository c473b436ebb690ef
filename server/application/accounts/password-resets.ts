import type { Clock, Random, SecretDigest } from '../shared/ports';
import type { PasswordResetRepository } from './ports';

export interface PasswordResetsDependencies {
  readonly resets: PasswordResetRepository;
  readonly clock: Clock;
  readonly random: Random;
  readonly digest: SecretDigest;
}

/** Password-reset tokens: the member's own (recovery) and the office's mail (admin). */
export class PasswordResets {
  constructor(private readonly deps: PasswordResetsDependencies) {}

  /**
   * A one-time password-reset token for the account, good for `ttlMs`: kept as a keyed digest,
   * the token itself only handed back (to the member's page, or to the office's mail).
   */
  async issue(userId: string, ttlMs: number): Promise<string> {
    const { resets, clock, random, digest } = this.deps;
    const resetToken = random.token(32);
    const now = clock.now();
    await resets.insert({
      tokenHash: digest.digest(resetToken),
      userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
      usedAt: null,
    });
    return resetToken;
  }
}
