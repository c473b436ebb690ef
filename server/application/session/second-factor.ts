import { Secret } from 'otpauth';
import QRCode from 'qrcode';
import type { SecondFactorEnrolled, SecondFactorEnrolment } from '../../../src/contract/session';
import {
  SECOND_FACTOR_TICKET_REFUSED,
  SECOND_FACTOR_WRONG_CODE,
} from '../../../src/domain/session/second-factor';
import { type AccountRecord, isActiveAccount } from '../../domain/shared/account';
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
import type { MailSettings } from '../shared/mail-messages';
import type {
  AccountRepository,
  Clock,
  Mailer,
  Random,
  SecretDigest,
  SecretSealer,
  Transactions,
} from '../shared/ports';
import { secondFactorEnrolledMail } from './mails';
import type { SecondFactorRecord, SecondFactorRepository } from './ports';
import { type IssuedTokens, type SessionTokens, WITH_SECOND_FACTOR } from './session-tokens';

export interface SecondFactorDependencies {
  readonly secondFactors: SecondFactorRepository;
  readonly accounts: AccountRepository;
  readonly sessions: SessionTokens;
  readonly throttles: AttemptThrottles;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly random: Random;
  readonly digest: SecretDigest;
  readonly sealer: SecretSealer;
  readonly mailer: Mailer;
  /** The association's name (the app's issuer, the mails) and the site's address (the mails). */
  readonly mailSettings: MailSettings;
  readonly reportFailure: (what: string, error: unknown) => void;
}

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
 * ticket, not tokens (SignIn). With the ticket: enrolment (a new secret for that ticket, shown
 * as a QR code and as text; confirmed by its first code, which gives ten recovery codes and the
 * tokens, and tells the administrators by mail), or the code of the app or a recovery code (the
 * tokens, whose sign-in carries the second factor's claim). Wrong codes are throttled per
 * administrator; a time step is accepted once (the last accepted one is kept, and only a later
 * one passes), a recovery code and a ticket are used once, each by one conditional UPDATE.
 */
export class SecondFactor {
  constructor(private readonly deps: SecondFactorDependencies) {}

  /** The ticket for an administrator whose password was right. */
  async challenge(account: AccountRecord): Promise<SecondFactorChallengeOutcome> {
    const { secondFactors, clock, random, digest } = this.deps;
    const now = clock.now();
    const ticket = random.token(32);
    await secondFactors.insertTicket({
      tokenHash: digest.digest(ticket),
      userId: account.userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SECOND_FACTOR_TICKET_TTL_MS).toISOString(),
      usedAt: null,
      sealedSecret: null,
    });
    const factor = await secondFactors.find(account.userId);
    return { ticket, enrolled: factor !== null && factor.confirmedAt !== null };
  }

  /**
   * A secret for the authenticator app, drawn for this ticket and kept on it (issue 27): asked
   * again with the same ticket (the page reloaded), the same secret, since the app may have
   * scanned it already; another ticket (another sign-in) draws another, so a secret read by
   * someone else's sign-in before the administrator enrols is of no use.
   */
  async beginSecondFactorEnrolment(ticket: string): Promise<SecondFactorEnrolment> {
    const { secondFactors, random, sealer, mailSettings } = this.deps;
    const { account, tokenHash, sealedSecret } = await this.openTicket(ticket);
    await this.notEnrolled(account.userId);
    let sealed = sealedSecret;
    if (sealed === null) {
      const secret = new Secret({ buffer: bytesOf(random.token(TOTP_SECRET_BYTES)).buffer }).base32;
      // Of two first requests at once, the first kept is the one both show.
      await secondFactors.attachEnrolmentSecret(tokenHash, sealer.seal(secret, account.userId));
      sealed = (await secondFactors.findTicket(tokenHash))?.sealedSecret ?? null;
      if (sealed === null) throw new AppError('invalidState', TICKET_REFUSED);
    }
    const secret = sealer.open(sealed, account.userId);
    const issuer = mailSettings.associationName;
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

  /**
   * The first code of the ticket's secret: the factor kept, the ten recovery codes (shown once)
   * and the tokens; the administrators are told by mail.
   */
  async confirmSecondFactorEnrolment(ticket: string, code: string): Promise<SecondFactorEnrolled> {
    const { secondFactors, transactions, clock, random, digest, sealer } = this.deps;
    const { account, tokenHash, sealedSecret } = await this.openTicket(ticket);
    await this.notEnrolled(account.userId);
    if (sealedSecret === null) {
      throw new AppError('invalidState', '인증 앱 등록을 먼저 시작해 주세요.');
    }
    const now = clock.now();
    const key = await this.countAttempt(account.userId, now);
    const step = matchingTimeStep(sealer.open(sealedSecret, account.userId), code, now);
    if (step === null) throw new AppError('invalidAuthCode', WRONG_CODE);

    const codes = Array.from(
      { length: RECOVERY_CODE_COUNT },
      () => `${random.sixDigitCode()}${random.sixDigitCode()}`,
    );
    const at = now.toISOString();
    const tokens = await transactions.run(async () => {
      if (!(await secondFactors.markTicketUsed(tokenHash, at))) {
        throw new AppError('invalidState', TICKET_REFUSED);
      }
      const confirmed = await secondFactors.confirmEnrolment({
        userId: account.userId,
        sealedSecret,
        step,
        at,
      });
      if (!confirmed) throw alreadyEnrolled();
      await secondFactors.insertRecoveryCodes(
        account.userId,
        codes.map((recovery) => digest.digest(recoveryDigestInput(account.userId, recovery))),
        at,
      );
      return this.deps.sessions.issue(account, WITH_SECOND_FACTOR);
    });
    await this.deps.throttles.clear(key);
    await this.tellTheOffice(account, now);
    return { recoveryCodes: codes.map(displayedRecoveryCode), tokens };
  }

  /** The app's code or a recovery code: the tokens. */
  async verifySecondFactor(ticket: string, code: string): Promise<IssuedTokens> {
    const { secondFactors, transactions, clock, digest } = this.deps;
    const { account, tokenHash } = await this.openTicket(ticket);
    const factor = await secondFactors.find(account.userId);
    if (!factor || factor.confirmedAt === null) {
      throw new AppError('invalidState', '인증 앱을 먼저 등록해 주세요.');
    }
    const now = clock.now();
    const key = await this.countAttempt(account.userId, now);
    const typed = code.trim();
    const at = now.toISOString();

    let use: () => Promise<string | null>;
    if (isTotpCode(typed)) {
      const step = matchingTimeStep(this.secretOf(factor), typed, now);
      if (step === null) throw new AppError('invalidAuthCode', WRONG_CODE);
      use = async () =>
        (await secondFactors.acceptStep(account.userId, step)) ? null : REUSED_CODE;
    } else {
      const recovery = normalizedRecoveryCode(typed);
      if (recovery === null) throw new AppError('invalidAuthCode', WRONG_CODE);
      const codeHash = digest.digest(recoveryDigestInput(account.userId, recovery));
      use = async () =>
        (await secondFactors.useRecoveryCode(account.userId, codeHash, at)) ? null : WRONG_CODE;
    }
    const tokens = await transactions.run(async () => {
      if (!(await secondFactors.markTicketUsed(tokenHash, at))) {
        throw new AppError('invalidState', TICKET_REFUSED);
      }
      const refusal = await use();
      if (refusal !== null) throw new AppError('invalidAuthCode', refusal);
      return this.deps.sessions.issue(account, WITH_SECOND_FACTOR);
    });
    await this.deps.throttles.clear(key);
    return tokens;
  }

  /**
   * Removes an administrator's second factor and recovery codes (`npm run admin -- reset-2fa`)
   * and ends the account's sign-ins: the next sign-in enrols again. False when there was none.
   */
  async reset(userId: string): Promise<boolean> {
    const { accounts, secondFactors, sessions, transactions, clock } = this.deps;
    const account = await accounts.find(userId.trim().toLowerCase());
    if (!account) throw new AppError('notFound', `${userId} 계정이 없습니다.`);
    const at = clock.now().toISOString();
    return transactions.run(async () => {
      await sessions.endSessionsOf(account.userId, 'second-factor-reset', at);
      return secondFactors.remove(account.userId);
    });
  }

  /** Deletes the tickets that can no longer be used (expired); answers how many (maintenance). */
  deleteExpiredTickets(): Promise<number> {
    const { secondFactors, clock } = this.deps;
    return secondFactors.deleteTicketsExpiredBefore(clock.now().toISOString());
  }

  /**
   * The ticket's administrator, while the ticket is unused, unexpired and the account an
   * approved, unlocked administrator. A lock (or a role change, a reset) uses up the tickets
   * issued before it (endSessionsOf), so none of them works after an unlock either.
   */
  private async openTicket(
    ticket: string,
  ): Promise<{ account: AccountRecord; tokenHash: string; sealedSecret: string | null }> {
    const { secondFactors, accounts, clock, digest } = this.deps;
    const tokenHash = digest.digest(ticket);
    const found = await secondFactors.findTicket(tokenHash);
    if (!found || found.usedAt !== null || Date.parse(found.expiresAt) <= clock.now().getTime()) {
      throw new AppError('invalidState', TICKET_REFUSED);
    }
    const account = await accounts.find(found.userId);
    if (!account || !isActiveAccount(account) || account.role !== 'admin') {
      throw new AppError('invalidState', TICKET_REFUSED);
    }
    return { account, tokenHash, sealedSecret: found.sealedSecret };
  }

  private async notEnrolled(userId: string): Promise<void> {
    const existing = await this.deps.secondFactors.find(userId);
    if (existing && existing.confirmedAt !== null) throw alreadyEnrolled();
  }

  /**
   * The enrolled administrator and every other one are told (issue 27): an enrolment by someone
   * holding a stolen password does not go unseen. A failed mail is reported; the enrolment stands.
   */
  private async tellTheOffice(account: AccountRecord, at: Date): Promise<void> {
    const { accounts, mailer, mailSettings: settings, reportFailure } = this.deps;
    try {
      const others = (await accounts.listAdministratorContacts()).filter(
        (admin) => admin.userId !== account.userId,
      );
      if (account.email) {
        await mailer.send(secondFactorEnrolledMail(account.email, account, at, true, settings));
      }
      for (const admin of others) {
        await mailer.send(secondFactorEnrolledMail(admin.email, account, at, false, settings));
      }
    } catch (error) {
      reportFailure('second-factor enrolled mail', error);
    }
  }

  /** Counts a code against the administrator's throttle (429 with Retry-After when over). */
  private async countAttempt(userId: string, now: Date): Promise<string> {
    const key = this.deps.throttles.keyOf('second-factor', userId);
    await this.deps.throttles.take(key, SECOND_FACTOR_CODES, now);
    return key;
  }

  private secretOf(factor: SecondFactorRecord): string {
    return this.deps.sealer.open(factor.sealedSecret, factor.userId);
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
