import type { BodyOf } from '../../../src/contract/endpoint-types';
import { validateEmail } from '../../../src/domain/shared/validation/email';
import { validatePassword } from '../../../src/domain/shared/validation/password';
import { maskUserId } from '../../../src/domain/shared/validation/user-id';
import { PASSWORD_RESET_TTL_MS } from '../../domain/accounts';
import { AppError, requireValid } from '../shared/app-error';
import type { UseCaseContext } from '../shared/context';
import { passwordChangedMail } from '../shared/mail-messages';
import { foundIdsMail } from './mails';
import { issuePasswordReset } from './password-resets';
import type { AttemptThrottles } from '../shared/attempt-throttles';
import type { AuthCodes } from './auth-codes';

/**
 * Account recovery. Every step first needs the code mailed to the address, so only the owner of
 * the mailbox learns anything, and the answers have the same shape whether an account exists
 * or not.
 */
export class Recovery {
  constructor(
    private readonly context: UseCaseContext,
    private readonly authCodes: AuthCodes,
    private readonly throttles: AttemptThrottles,
  ) {}

  /** The ids of the address under that name, partly hidden; the whole ids go by mail. */
  async findId(body: BodyOf<'findId'>): Promise<{ maskedUserIds: string[] }> {
    const { store, mailer, settings, reportFailure } = this.context;
    const email = requireValid(validateEmail(body.email));
    await this.authCodes.consume(email, 'findId', body.authCode);
    const name = body.name.normalize('NFC').trim();
    const userIds = (await store.accounts.findByEmail(email))
      .filter((account) => account.status !== 'withdrawn' && account.name === name)
      .map((account) => account.userId);
    if (userIds.length > 0) {
      await mailer.send(foundIdsMail(email, userIds, settings)).catch((error: unknown) => {
        reportFailure('found-ids mail', error);
      });
    }
    return { maskedUserIds: userIds.map(maskUserId) };
  }

  /**
   * A one-time reset token, valid 30 minutes, when id, name and address belong together; a token
   * of the same look that resets nothing when they do not.
   */
  async findPassword(body: BodyOf<'findPassword'>): Promise<{ resetToken: string }> {
    const { store, random } = this.context;
    const email = requireValid(validateEmail(body.email));
    await this.authCodes.consume(email, 'findPassword', body.authCode);
    const account = await store.accounts.find(body.userId.trim().toLowerCase());
    const matches =
      account !== null &&
      account.status !== 'withdrawn' &&
      account.email === email &&
      account.name === body.name.normalize('NFC').trim();
    const resetToken = matches
      ? await issuePasswordReset(this.context, account.userId, PASSWORD_RESET_TTL_MS)
      : random.token(32);
    return { resetToken };
  }

  /** Sets the new password with the token, once, and ends every sign-in of the account. */
  async resetPassword(body: BodyOf<'resetPassword'>): Promise<void> {
    const { store, clock, digest, hasher, mailer, settings, reportFailure } = this.context;
    const now = clock.now();
    const tokenHash = digest.digest(body.resetToken);
    const reset = await store.passwordResets.find(tokenHash);
    const usable =
      reset !== null && reset.usedAt === null && Date.parse(reset.expiresAt) > now.getTime();
    const account = usable ? await store.accounts.find(reset.userId) : null;
    if (!reset || !account || account.status === 'withdrawn')
      throw new AppError('invalidResetToken');

    requireValid(validatePassword(body.newPassword, { userId: account.userId }));
    const passwordHash = await hasher.hash(body.newPassword);
    await store.transaction(async (repositories) => {
      if (!(await repositories.passwordResets.markUsed(tokenHash, now.toISOString()))) {
        throw new AppError('invalidResetToken');
      }
      await repositories.accounts.update(account.userId, {
        passwordHash,
        updatedAt: now.toISOString(),
      });
      await repositories.sessions.revokeAllOf(account.userId, 'password-reset', now.toISOString());
    });
    // The owner proved the mailbox: the waits strangers' guesses put on the id end.
    await this.throttles.clear(this.throttles.keyOf('sign-in', account.userId));
    if (account.email) {
      await mailer
        .send(passwordChangedMail(account.email, now, settings))
        .catch((error: unknown) => {
          reportFailure('password-changed mail', error);
        });
    }
  }
}
