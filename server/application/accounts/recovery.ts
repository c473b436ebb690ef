import type { BodyOf } from '../../../src/contract/endpoint-types';
import { validateEmail } from '../../../src/domain/shared/validation/email';
import { validatePassword } from '../../../src/domain/shared/validation/password';
import { maskUserId } from '../../../src/domain/shared/validation/user-id';
import { PASSWORD_RESET_TTL_MS } from '../../domain/accounts';
import { AppError, requireValid } from '../shared/app-error';
import type { SessionTokens } from '../session';
import type { AttemptThrottles } from '../shared/attempt-throttles';
import { type MailSettings, passwordChangedMail } from '../shared/mail-messages';
import type {
  AccountRepository,
  Clock,
  Mailer,
  PasswordHasher,
  Random,
  SecretDigest,
  Transactions,
} from '../shared/ports';
import type { AuthCodes } from './auth-codes';
import { foundIdsMail } from './mails';
import type { PasswordResets } from './password-resets';
import type { PasswordResetRepository } from './ports';

export interface RecoveryDependencies {
  readonly accounts: AccountRepository;
  readonly resets: PasswordResetRepository;
  readonly passwordResets: PasswordResets;
  readonly authCodes: AuthCodes;
  readonly throttles: AttemptThrottles;
  readonly sessions: Pick<SessionTokens, 'revokeSignInsOf'>;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly random: Random;
  readonly digest: SecretDigest;
  readonly hasher: PasswordHasher;
  readonly mailer: Mailer;
  readonly mailSettings: MailSettings;
  readonly reportFailure: (what: string, error: unknown) => void;
}

/**
 * Account recovery. Every step first needs the code mailed to the address, so only the owner of
 * the mailbox learns anything, and the answers have the same shape whether an account exists
 * or not.
 */
export class Recovery {
  constructor(private readonly deps: RecoveryDependencies) {}

  /** The ids of the address under that name, partly hidden; the whole ids go by mail. */
  async findId(body: BodyOf<'findId'>): Promise<{ maskedUserIds: string[] }> {
    const { accounts, authCodes, mailer, mailSettings: settings, reportFailure } = this.deps;
    const email = requireValid(validateEmail(body.email));
    await authCodes.consume(email, 'findId', body.authCode);
    const name = body.name.normalize('NFC').trim();
    const userIds = (await accounts.findByEmail(email))
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
    const { accounts, authCodes, passwordResets, random } = this.deps;
    const email = requireValid(validateEmail(body.email));
    await authCodes.consume(email, 'findPassword', body.authCode);
    const account = await accounts.find(body.userId.trim().toLowerCase());
    const matches =
      account !== null &&
      account.status !== 'withdrawn' &&
      account.email === email &&
      account.name === body.name.normalize('NFC').trim();
    const resetToken = matches
      ? await passwordResets.issue(account.userId, PASSWORD_RESET_TTL_MS)
      : random.token(32);
    return { resetToken };
  }

  /** Sets the new password with the token, once, and ends every sign-in of the account. */
  async resetPassword(body: BodyOf<'resetPassword'>): Promise<void> {
    const {
      accounts,
      resets,
      throttles,
      sessions,
      transactions,
      clock,
      digest,
      hasher,
      mailer,
      mailSettings: settings,
      reportFailure,
    } = this.deps;
    const now = clock.now();
    const tokenHash = digest.digest(body.resetToken);
    const reset = await resets.find(tokenHash);
    const usable =
      reset !== null && reset.usedAt === null && Date.parse(reset.expiresAt) > now.getTime();
    const account = usable ? await accounts.find(reset.userId) : null;
    if (!reset || !account || account.status === 'withdrawn')
      throw new AppError('invalidResetToken');

    requireValid(validatePassword(body.newPassword, { userId: account.userId }));
    const passwordHash = await hasher.hash(body.newPassword);
    await transactions.run(async () => {
      if (!(await resets.markUsed(tokenHash, now.toISOString()))) {
        throw new AppError('invalidResetToken');
      }
      await accounts.update(account.userId, { passwordHash, updatedAt: now.toISOString() });
      await sessions.revokeSignInsOf(account.userId, 'password-reset', now.toISOString());
    });
    // The owner proved the mailbox: the waits strangers' guesses put on the id end.
    await throttles.clear(throttles.keyOf('sign-in', account.userId));
    if (account.email) {
      await mailer
        .send(passwordChangedMail(account.email, now, settings))
        .catch((error: unknown) => {
          reportFailure('password-changed mail', error);
        });
    }
  }
}
