import type { AuthMailPurpose } from '../../../src/contract/schemas/auth';
import { validateEmail } from '../../../src/domain/validation/email';
import { AUTH_CODE_ATTEMPTS, AUTH_CODE_TTL_MS, AUTH_MAIL_INTERVAL_MS } from '../../domain/policies';
import { AppError, requireValid } from '../app-error';
import type { UseCaseContext } from '../context';
import { authCodeMail } from '../mail/mail-messages';

/**
 * Six-digit e-mail codes (sign-up, find id, find password, e-mail change): stored only as a keyed
 * digest, valid 10 minutes, 5 attempts, used once; at most one mail a minute per address. A
 * code is sent whether or not an account uses the address, so the answer reveals nothing.
 */
export class AuthCodes {
  constructor(private readonly context: UseCaseContext) {}

  async send(rawEmail: string, purpose: AuthMailPurpose): Promise<void> {
    const { store, clock, random, digest, mailer, settings } = this.context;
    const email = requireValid(validateEmail(rawEmail));
    const now = clock.now();

    const previous = await store.authCodes.latest(email);
    const sinceLast = previous
      ? now.getTime() - Date.parse(previous.createdAt)
      : Number.POSITIVE_INFINITY;
    if (sinceLast < AUTH_MAIL_INTERVAL_MS) {
      const seconds = Math.ceil((AUTH_MAIL_INTERVAL_MS - sinceLast) / 1000);
      throw new AppError(
        'authMailTooSoon',
        `인증번호는 1분에 한 번 보낼 수 있습니다. ${seconds}초 후에 다시 시도해 주세요.`,
        { 'retry-after': String(seconds) },
      );
    }

    const code = random.sixDigitCode();
    await store.authCodes.insert({
      codeId: random.id(),
      email,
      purpose,
      codeHash: digest.digest(codeMaterial(email, purpose, code)),
      expiresAt: new Date(now.getTime() + AUTH_CODE_TTL_MS).toISOString(),
      attemptsLeft: AUTH_CODE_ATTEMPTS,
      createdAt: now.toISOString(),
      consumedAt: null,
    });
    await mailer.send(authCodeMail(email, purpose, code, settings));
  }

  /**
   * Uses up the newest code sent to the address for the purpose, or refuses. A wrong code
   * costs an attempt, counted even though the request fails.
   */
  async consume(email: string, purpose: AuthMailPurpose, code: string): Promise<void> {
    const { store, clock, digest } = this.context;
    const now = clock.now();
    const stored = await store.authCodes.latest(email, purpose);
    const usable =
      stored !== null &&
      stored.consumedAt === null &&
      stored.attemptsLeft > 0 &&
      Date.parse(stored.expiresAt) > now.getTime();
    if (!usable) throw new AppError('expiredAuthCode');

    if (stored.codeHash !== digest.digest(codeMaterial(email, purpose, code))) {
      const attemptsLeft = stored.attemptsLeft - 1;
      await store.authCodes.update(stored.codeId, { attemptsLeft });
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
    await store.authCodes.update(stored.codeId, { consumedAt: now.toISOString() });
  }
}

function codeMaterial(email: string, purpose: string, code: string): string {
  return `auth-code:${purpose}:${email}:${code}`;
}
