import type { UseCaseContext } from '../shared/context';

/**
 * A one-time password-reset token for the account, good for `ttlMs`: kept as a keyed digest, the
 * token itself only handed back (to the member's page, or to the office's mail).
 */
export async function issuePasswordReset(
  context: UseCaseContext,
  userId: string,
  ttlMs: number,
): Promise<string> {
  const { store, clock, random, digest } = context;
  const resetToken = random.token(32);
  const now = clock.now();
  await store.passwordResets.insert({
    tokenHash: digest.digest(resetToken),
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
    usedAt: null,
  });
  return resetToken;
}
