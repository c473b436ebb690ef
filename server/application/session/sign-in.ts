import type { CredentialsBody } from '../../../src/contract/session';
import { formatClockTime } from '../../../src/domain/shared/format/date-format';
import { NOT_APPROVED_MESSAGE } from '../../../src/domain/session/tokens';
import { hasUsablePassword } from '../../domain/shared/account';
import { SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ADDRESS } from '../../domain/shared/attempt-throttle';
import { AppError } from '../shared/app-error';
import type { AttemptThrottles } from '../shared/attempt-throttles';
import type { AccountRepository, Clock, PasswordHasher, Random } from '../shared/ports';
import type { SecondFactor, SecondFactorChallengeOutcome } from './second-factor';
import { type IssuedTokens, PASSWORD_ALONE, type SessionTokens } from './session-tokens';

export interface SignInDependencies {
  readonly accounts: AccountRepository;
  readonly sessions: SessionTokens;
  readonly secondFactor: SecondFactor;
  readonly throttles: AttemptThrottles;
  readonly clock: Clock;
  readonly random: Random;
  readonly hasher: PasswordHasher;
}

export interface SignInOutcome {
  readonly tokens: IssuedTokens | null;
  readonly message: string | null;
  /** An administrator's right password: no tokens until the second factor (issue 12). */
  readonly secondFactor?: SecondFactorChallengeOutcome;
}

/** Where a sign-in comes from, as the HTTP layer saw it. */
export interface SignInOrigin {
  readonly address: string;
}

/**
 * Sign-in (spec section 4 and issue 9's rules):
 * - every attempt is counted before the password is checked, per id and address and per id
 *   (server/domain/shared/attempt-throttle.ts): after five failures from one address the next tries
 *   wait 1, 2, 5, 10, 15 minutes; a stranger's failures never hold back the owner's address;
 * - an unknown id, a withdrawn id and a wrong password answer the same, after the same work
 *   (a hash of today's cost is checked for every one), so the answer tells nothing of the id;
 * - the right password of a pending account → no tokens, the not-approved message;
 * - of a rejected one → the reason; of an approved member → tokens;
 * - of an approved administrator → no tokens: a ticket for the second factor (SecondFactor).
 */
export class SignIn {
  /** A hash of today's cost to check ids without a usable password against. */
  private decoyHash: Promise<string> | null = null;

  constructor(private readonly deps: SignInDependencies) {}

  async signIn(credentials: CredentialsBody, origin: SignInOrigin): Promise<SignInOutcome> {
    const { accounts, throttles, clock, hasher } = this.deps;
    const userId = credentials.userId.trim().toLowerCase();
    const now = clock.now();
    // The address first: a stranger whose own address must wait adds nothing to the id's count.
    const perAddress = throttles.keyOf('sign-in', userId, origin.address);
    const perAccount = throttles.keyOf('sign-in', userId);
    await throttles.take(perAddress, SIGN_IN_PER_ADDRESS, now, signInThrottled);
    await throttles.take(perAccount, SIGN_IN_PER_ACCOUNT, now, signInThrottled);

    const found = await accounts.find(userId);
    // An id without a usable password is checked against the decoy, so that it takes as long.
    const account =
      found && found.status !== 'withdrawn' && hasUsablePassword(found.passwordHash) ? found : null;
    const { valid, needsRehash } = await hasher.verify(
      credentials.password,
      account ? account.passwordHash : await this.decoy(),
    );
    if (!account || !valid) throw new AppError('wrongCredentials');

    await throttles.clear(perAddress, perAccount);
    if (needsRehash) {
      await accounts.update(userId, {
        passwordHash: await hasher.hash(credentials.password),
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
        if (account.officeLockedAt !== null) throw new AppError('accountLocked');
        if (account.role === 'admin') {
          return {
            tokens: null,
            message: null,
            secondFactor: await this.deps.secondFactor.challenge(account),
          };
        }
        return { tokens: await this.deps.sessions.issue(account, PASSWORD_ALONE), message: null };
      case 'withdrawn':
        throw new AppError('wrongCredentials');
    }
  }

  private decoy(): Promise<string> {
    if (!this.decoyHash) {
      const made = this.deps.hasher.hash(this.deps.random.token());
      this.decoyHash = made;
      // A failed decoy (the hashing pool was full) is made again next time.
      made.catch(() => {
        if (this.decoyHash === made) this.decoyHash = null;
      });
    }
    return this.decoyHash;
  }
}

function signInThrottled(retryAt: string, seconds: number): AppError {
  return new AppError(
    'tooManyAttempts',
    `로그인에 여러 번 실패하여 잠시 로그인할 수 없습니다. ` +
      `${formatClockTime(retryAt)} 이후에 다시 시도해 주세요.`,
    { 'retry-after': String(seconds) },
  );
}
