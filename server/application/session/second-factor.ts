import { Secret } from 'otpauth';
import QRCode from 'qrcode';
import type { SecondFactorEnrolled, SecondFactorEnrolment } from '../../../src/contract/session';
import {
  SECOND_FACTOR_TICKET_REFUSED,
  SECOND_FACTOR_WRONG_CODE,
} from '../../../src/domain/session/second-factor';
import type { AccountRecord } from '../../domain/shared/account';
import {
  displayedRecoveryCode,
  isTotpCode,
  matchingTimeStep,
  normalizedRecoveryCode,
  otpauthUrlOf,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_CODES,
  SECOND_FACTOR_TICKET_TTL_MS,
  TOTP_SECRET_BYTES,
} from '../../domain/session';
import { AppError } from '../shared/app-error';
import type { AttemptThrottles } from '../shared/attempt-throttles';
import type { UseCaseContext } from '../shared/context';
import type { Repositories } from '../shared/ports';
import type { SecondFactorRecord } from './ports';
import type { IssuedTokens, SessionTokens } from './session-tokens';

export interface SecondFactorChallengeOutcome {
  readonly ticket: string;
  readonly enrolled: boolean;
}

// The SPA recognises the ticket's refusal to start the sign-in again (one text, in the domain).
const TICKET_REFUSED = SECOND_FACTOR_TICKET_REFUSED;
const WRONG_CODE = SECOND_FACTOR_WRONG_CODE;
const REUSED_CODE = '이미 사용한 인증 코드입니다. 인증 앱에 새 코드가 나타나면 입력해 주세요.';

/**
 * The administrators' second factor (issue 12). A right password of an administrator gives a
 * ticket, not tokens (SignIn). With the ticket: enrolment (a new secret, shown as a QR code and
 * as text; confirmed by its first code, which gives ten recovery codes and the tokens), or the
 * code of the app or a recovery code (the tokens). Wrong codes are throttled per administrator;
 * a time step is accepted once (the last accepted one is kept, and only a later one passes), a
 * recovery code and a ticket are used once, each by one conditional UPDATE.
 */
export class SecondFactor {
  constructor(
    private readonly context: UseCaseContext,
    private readonly sessions: SessionTokens,
    private readonly throttles: AttemptThrottles,
  ) {}

  /** The ticket for an administrator whose password was right. */
  async challenge(account: AccountRecord): Promise<SecondFactorChallengeOutcome> {
    const { store, clock, random, digest } = this.context;
    const now = clock.now();
    const ticket = random.token(32);
    await store.secondFactors.insertTicket({
      tokenHash: digest.digest(ticket),
      userId: account.userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SECOND_FACTOR_TICKET_TTL_MS).toISOString(),
      usedAt: null,
    });
    const factor = await store.secondFactors.find(account.userId);
    return { ticket, enrolled: factor !== null && factor.confirmedAt !== null };
  }

  /**
   * A secret for the authenticator app. Asked again before it is confirmed (the page reloaded),
   * the same secret: the app may have scanned it already.
   */
  async beginEnrolment(ticket: string): Promise<SecondFactorEnrolment> {
    const { store, clock, random, sealer, settings } = this.context;
    const { account } = await this.openTicket(ticket);
    const existing = await store.secondFactors.find(account.userId);
    if (existing && existing.confirmedAt !== null) throw alreadyEnrolled();
    if (!existing) {
      const secret = new Secret({ buffer: bytesOf(random.token(TOTP_SECRET_BYTES)).buffer }).base32;
      await store.secondFactors.insertIfAbsent({
        userId: account.userId,
        sealedSecret: sealer.seal(secret, account.userId),
        createdAt: clock.now().toISOString(),
        confirmedAt: null,
        lastStep: null,
      });
    }
    const factor = await store.secondFactors.find(account.userId);
    if (!factor || factor.confirmedAt !== null) throw alreadyEnrolled();
    const secret = this.secretOf(factor);
    const issuer = settings.associationName;
    const otpauthUrl = otpauthUrlOf(secret, issuer, account.userId);
    const svg = await QRCode.toString(otpauthUrl, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    });
    return {
      secret,
      otpauthUrl,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
      issuer,
      accountName: account.userId,
    };
  }

  /** The first code of the new secret: the ten recovery codes (shown once) and the tokens. */
  async confirmEnrolment(ticket: string, code: string): Promise<SecondFactorEnrolled> {
    const { store, clock, random, digest } = this.context;
    const { account, tokenHash } = await this.openTicket(ticket);
    const factor = await store.secondFactors.find(account.userId);
    if (!factor) {
      throw new AppError('invalidState', '인증 앱 등록을 먼저 시작해 주세요.');
    }
    if (factor.confirmedAt !== null) throw alreadyEnrolled();
    const now = clock.now();
    const key = await this.countAttempt(account.userId, now);
    const step = matchingTimeStep(this.secretOf(factor), code, now);
    if (step === null) throw new AppError('invalidAuthCode', WRONG_CODE);

    const codes = Array.from(
      { length: RECOVERY_CODE_COUNT },
      () => `${random.sixDigitCode()}${random.sixDigitCode()}`,
    );
    const at = now.toISOString();
    await store.transaction(async (repositories) => {
      if (!(await repositories.secondFactors.markTicketUsed(tokenHash, at))) {
        throw new AppError('invalidState', TICKET_REFUSED);
      }
      if (!(await repositories.secondFactors.confirm(account.userId, step, at))) {
        throw alreadyEnrolled();
      }
      await repositories.secondFactors.insertRecoveryCodes(
        account.userId,
        codes.map((recovery) => digest.digest(recoveryDigestInput(account.userId, recovery))),
        at,
      );
    });
    await this.throttles.clear(key);
    return {
      recoveryCodes: codes.map(displayedRecoveryCode),
      tokens: await this.sessions.issue(account),
    };
  }

  /** The app's code or a recovery code: the tokens. */
  async verify(ticket: string, code: string): Promise<IssuedTokens> {
    const { store, clock, digest } = this.context;
    const { account, tokenHash } = await this.openTicket(ticket);
    const factor = await store.secondFactors.find(account.userId);
    if (!factor || factor.confirmedAt === null) {
      throw new AppError('invalidState', '인증 앱을 먼저 등록해 주세요.');
    }
    const now = clock.now();
    const key = await this.countAttempt(account.userId, now);
    const typed = code.trim();
    const at = now.toISOString();

    let use: (repositories: Repositories) => Promise<string | null>;
    if (isTotpCode(typed)) {
      const step = matchingTimeStep(this.secretOf(factor), typed, now);
      if (step === null) throw new AppError('invalidAuthCode', WRONG_CODE);
      use = async (repositories) =>
        (await repositories.secondFactors.acceptStep(account.userId, step)) ? null : REUSED_CODE;
    } else {
      const recovery = normalizedRecoveryCode(typed);
      if (recovery === null) throw new AppError('invalidAuthCode', WRONG_CODE);
      const codeHash = digest.digest(recoveryDigestInput(account.userId, recovery));
      use = async (repositories) =>
        (await repositories.secondFactors.useRecoveryCode(account.userId, codeHash, at))
          ? null
          : WRONG_CODE;
    }
    await store.transaction(async (repositories) => {
      if (!(await repositories.secondFactors.markTicketUsed(tokenHash, at))) {
        throw new AppError('invalidState', TICKET_REFUSED);
      }
      const refusal = await use(repositories);
      if (refusal !== null) throw new AppError('invalidAuthCode', refusal);
    });
    await this.throttles.clear(key);
    return this.sessions.issue(account);
  }

  /**
   * Removes an administrator's second factor and recovery codes (`npm run admin -- reset-2fa`):
   * the next sign-in enrols again. False when there was none.
   */
  async reset(userId: string): Promise<boolean> {
    const { store } = this.context;
    const account = await store.accounts.find(userId.trim().toLowerCase());
    if (!account) throw new AppError('notFound', `${userId} 계정이 없습니다.`);
    return store.secondFactors.remove(account.userId);
  }

  /** Deletes the tickets that can no longer be used (expired); answers how many (maintenance). */
  deleteExpiredTickets(): Promise<number> {
    const { store, clock } = this.context;
    return store.secondFactors.deleteTicketsExpiredBefore(clock.now().toISOString());
  }

  /** The ticket's administrator, while the ticket is unused, unexpired and the account fit. */
  private async openTicket(ticket: string): Promise<{ account: AccountRecord; tokenHash: string }> {
    const { store, clock, digest } = this.context;
    const tokenHash = digest.digest(ticket);
    const found = await store.secondFactors.findTicket(tokenHash);
    if (!found || found.usedAt !== null || Date.parse(found.expiresAt) <= clock.now().getTime()) {
      throw new AppError('invalidState', TICKET_REFUSED);
    }
    const account = await store.accounts.find(found.userId);
    if (account?.status !== 'approved' || account.role !== 'admin') {
      throw new AppError('invalidState', TICKET_REFUSED);
    }
    return { account, tokenHash };
  }

  /** Counts a code against the administrator's throttle (429 with Retry-After when over). */
  private async countAttempt(userId: string, now: Date): Promise<string> {
    const key = this.throttles.keyOf('second-factor', userId);
    await this.throttles.take(key, SECOND_FACTOR_CODES, now);
    return key;
  }

  private secretOf(factor: SecondFactorRecord): string {
    return this.context.sealer.open(factor.sealedSecret, factor.userId);
  }
}

function alreadyEnrolled(): AppError {
  return new AppError(
    'invalidState',
    '이미 인증 앱을 등록했습니다. 처음부터 다시 로그인해 인증 코드를 입력해 주세요.',
  );
}

/** A recovery code's digest is bound to its administrator. */
function recoveryDigestInput(userId: string, digits: string): string {
  return `recovery-code:${userId}:${digits}`;
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.from(base64url, 'base64url');
  const copy = new Uint8Array(new ArrayBuffer(bytes.length));
  copy.set(bytes);
  return copy;
}
