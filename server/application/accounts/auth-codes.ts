import type { AuthMailPurpose } from '../../../src/contract/accounts';
import { validateEmail } from '../../../src/domain/shared/validation/email';
import { AUTH_MAIL_PER_PURPOSE } from '../../domain/shared/attempt-throttle';
import { AUTH_CODE_ATTEMPTS, AUTH_CODE_TTL_MS } from '../../domain/accounts';
import { AppError, requireValid } from '../shared/app-error';
import type { AttemptThrottles } from '../shared/attempt-throttles';
import type { MailSettings } from '../shared/mail-messages';
import type { Clock, Mailer, Random, SecretDigest, Transactions } from '../shared/ports';
import { authCodeMail } from './mails';
import type { AuthCodeRepository } from './ports';

export interface AuthCodesDependencies {
  readonly codes: AuthCodeRepository;
  readonly throttles: AttemptThrottles;
  readonly clock: Clock;
  readonly random: Random;
  readonly digest: SecretDigest;
  readonly mailer: Mailer;
  readonly mailSettings: MailSettings;
  readonly transactions: Transactions;
}

/**
 * Six-digit e-mail codes (sign-up, find id, find password, e-mail change): stored only as a keyed
 * digest, valid 10 minutes, 5 attempts, used once; at most one mail a minute per address and
 * purpose, so that asking for one purpose (or a stranger asking) never blocks another. A code is
 * sent whether or not an account uses the address, so the answer reveals nothing.
 */
export class AuthCodes {
  constructor(private readonly deps: AuthCodesDependencies) {}

  async sendAuthMail(rawEmail: string, purpose: AuthMailPurpose): Promise<void> {
    const { codes, throttles, clock, random, digest, mailer, mailSettings } = this.deps;
    const email = requireValid(validateEmail(rawEmail));
    const now = clock.now();
    await throttles.take(
      throttles.keyOf('auth-mail', purpose, email),
      AUTH_MAIL_PER_PURPOSE,
      now,
      (_retryAt, seconds) =>
        new AppError(
          'authMailTooSoon',
          `인증번호는 1분에 한 번 보낼 수 있습니다. ${seconds}초 후에 다시 시도해 주세요.`,
          { 'retry-after': String(seconds) },
        ),
    );

    const code = random.sixDigitCode();
    // The code and its mail together: the outbox delivers the mail once the code is kept.
    await this.deps.transactions.run(async () => {
      await codes.insert({
        codeId: random.id(),
        email,
        purpose,
        codeHash: digest.digest(codeMaterial(email, purpose, code)),
        expiresAt: new Date(now.getTime() + AUTH_CODE_TTL_MS).toISOString(),
        attemptsLeft: AUTH_CODE_ATTEMPTS,
        createdAt: now.toISOString(),
        consumedAt: null,
      });
      await mailer.send(authCodeMail(email, purpose, code, mailSettings));
    });
  }

  /**
   * Uses up the newest code sent to the address for the purpose, or refuses. Each try takes an
   * attempt from the code in the database before the code is compared, so parallel guesses get
   * no more than five tries between them; the right code is used once, by one request.
   */
  async consume(email: string, purpose: AuthMailPurpose, code: string): Promise<void> {
    const { codes, clock, digest } = this.deps;
    const now = clock.now();
    const stored = await codes.latest(email, purpose);
    const live =
      stored !== null && stored.consumedAt === null && Date.parse(stored.expiresAt) > now.getTime();
    const attemptsLeft = live ? await codes.takeAttempt(stored.codeId) : null;
    if (!live || attemptsLeft === null) throw new AppError('expiredAuthCode');

    if (stored.codeHash !== digest.digest(codeMaterial(email, purpose, code))) {
      throw attemptsLeft > 0
        ? new AppError(
            'invalidAuthCode',
            `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${attemptsLeft}회)`,
          )
        : new AppError(
            'expiredAuthCode',
            '인증번호를 5번 잘못 입력했습니다. 인증번호를 다시 요청해 주세요.',
          );
    }
    if (!(await codes.markConsumed(stored.codeId, now.toISOString()))) {
      throw new AppError('expiredAuthCode');
    }
  }
}

function codeMaterial(email: string, purpose: string, code: string): string {
  return `auth-code:${purpose}:${email}:${code}`;
}
