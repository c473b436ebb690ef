import type { CredentialsBody } from '../../../src/contract/schemas/auth';
import { formatClockTime } from '../../../src/domain/format/date-format';
import { NOT_APPROVED_MESSAGE } from '../../../src/domain/session/tokens';
import { afterFailedSignIn, isLocked } from '../../domain/account';
import { SIGN_IN_LOCK_MS } from '../../domain/policies';
import { AppError } from '../app-error';
import type { UseCaseContext } from '../context';
import type { IssuedTokens, SessionTokens } from './session-tokens';

export interface SignInOutcome {
  readonly tokens: IssuedTokens | null;
  readonly message: string | null;
}

/**
 * Sign-in (spec section 4 and the issue's rules):
 * - wrong id or password → one generic message, whichever was wrong;
 * - 5 failures in a row → locked for 15 minutes, and the member is told until when;
 * - pending → no tokens, the not-approved message in `message`;
 * - rejected or withdrawn → a clear message; approved → tokens.
 */
export class SignIn {
  /** A hash with today's cost to verify against for unknown ids, so both take as long. */
  private unknownAccountHash: Promise<string> | null = null;

  constructor(
    private readonly context: UseCaseContext,
    private readonly sessions: SessionTokens,
  ) {}

  async execute(credentials: CredentialsBody): Promise<SignInOutcome> {
    const { store, clock, hasher } = this.context;
    const userId = credentials.userId.trim().toLowerCase();
    const account = await store.accounts.find(userId);
    const now = clock.now();

    if (!account) {
      this.unknownAccountHash ??= hasher.hash(this.context.random.token());
      await hasher.verify(credentials.password, await this.unknownAccountHash);
      throw new AppError('wrongCredentials');
    }
    if (account.status === 'withdrawn') throw new AppError('accountWithdrawn');
    if (account.lockedUntil !== null && isLocked(account, now))
      throw lockedError(account.lockedUntil, now);

    const { valid, needsRehash } = await hasher.verify(credentials.password, account.passwordHash);
    if (!valid) {
      const after = afterFailedSignIn(account, now);
      await store.accounts.update(userId, { ...after, updatedAt: now.toISOString() });
      if (after.lockedUntil !== null) throw lockedError(after.lockedUntil, now);
      throw new AppError('wrongCredentials');
    }

    const passwordHash = needsRehash
      ? await hasher.hash(credentials.password)
      : account.passwordHash;
    if (account.failedSignIns !== 0 || account.lockedUntil !== null || needsRehash) {
      await store.accounts.update(userId, {
        failedSignIns: 0,
        lockedUntil: null,
        passwordHash,
        updatedAt: now.toISOString(),
      });
    }

    switch (account.status) {
      case 'pending':
        return { tokens: null, message: NOT_APPROVED_MESSAGE };
      case 'rejected':
        throw new AppError(
          'accountRejected',
          account.statusReason
            ? `가입이 승인되지 않은 계정입니다. 사유: ${account.statusReason}`
            : undefined,
        );
      case 'approved':
        return { tokens: await this.sessions.issue(account), message: null };
    }
  }
}

function lockedError(lockedUntil: string, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 1000));
  return new AppError(
    'accountLocked',
    `로그인에 5회 연속 실패하여 계정이 ${SIGN_IN_LOCK_MS / 60000}분 동안 잠겼습니다. ` +
      `${formatClockTime(lockedUntil)} 이후에 다시 시도해 주세요.`,
    { 'retry-after': String(seconds) },
  );
}
