import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/shared/errors/api-error';
import { REFUSAL_CODES } from '../../application/shared/errors/refusal-codes';
import type { AuthMailPurpose } from '../../application/accounts/auth-api';
import type { Clock } from '../../application/shared/ports/clock';
import { TOKEN_STORE, type TokenStore } from '../../application/session/token-store';
import { PORTS } from '../../application/shared/tokens';
import { FAKE_ERROR } from './fake-error';
import type { MenuAccess } from '../../domain/access-log/menu-access';
import type { ConsentKind } from '../../domain/accounts/consent-versions';
import type {
  DonationStatistics,
  GalleryItem,
  HallOfFameEntry,
  Notice,
} from '../../domain/content/content';
import type { Donation } from '../../domain/donations/donation';
import type { AttachedFile } from '../../domain/shared/attachments/attached-file';
import type { MemberProfile } from '../../domain/shared/member/member-profile';
import type { Tokens } from '../../domain/session/tokens';

/**
 * The state of a pretend server, held in memory and shared by the fake API adapters, so that
 * what one port writes another reads (a sign-up shows in the directory, a sign-out ends ping).
 * It speaks the same language as the real server: refused calls throw ApiError with a Korean
 * message. Tokens look like JWTs (so the subject can be read) but carry no real signature.
 */

export interface FakeAccount {
  password: string;
  profile: MemberProfile;
}

export interface FakeMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface StoredFakeFile extends AttachedFile {
  readonly data: Blob;
  readonly public: boolean;
  readonly ownerId: string | null;
}

/** One answer to a sign-up consent, kept with the version of the text agreed to. */
export interface FakeConsent {
  readonly kind: ConsentKind;
  readonly version: string;
  readonly agreed: boolean;
  /** ISO 8601 time of the sign-up. */
  readonly recordedAt: string;
}

export interface FakeReceiptDelivery {
  readonly donationId: string;
  readonly channel: 'mail' | 'fax';
  readonly destination: string;
}

interface FakeSession {
  readonly userId: string;
  refreshToken: string;
  /** Refresh tokens already exchanged: one coming back means a stolen copy. */
  readonly usedRefreshTokens: Set<string>;
  revoked: boolean;
}

interface AuthCode {
  readonly code: string;
  readonly expiresAt: number;
  attemptsLeft: number;
}

export const ACCESS_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const AUTH_CODE_LIFETIME_MS = 10 * 60 * 1000;
const AUTH_CODE_ATTEMPTS = 5;
const FAKE_SIGNATURE = 'fake-signature';

@injectable()
export class FakeBackend {
  readonly accounts = new Map<string, FakeAccount>();
  /** Ids of withdrawn members: never reusable. */
  readonly retiredUserIds = new Set<string>();
  readonly outbox: FakeMail[] = [];
  readonly accessLog: (MenuAccess & { readonly userId: string | null })[] = [];
  readonly donations = new Map<string, Donation[]>();
  readonly receiptDeliveries: FakeReceiptDelivery[] = [];
  /** Sign-up consents by user id. */
  readonly consents = new Map<string, readonly FakeConsent[]>();
  readonly files = new Map<string, StoredFakeFile[]>();
  notices: Notice[] = [];
  gallery: GalleryItem[] = [];
  hallOfFame: HallOfFameEntry[] = [];
  statistics: DonationStatistics[] = [];

  private readonly sessions = new Map<string, FakeSession>();
  private readonly authCodes = new Map<string, AuthCode>();
  private readonly resetTickets = new Map<string, string>();
  private sequence = 0;

  constructor(
    @inject(PORTS.Clock) readonly clock: Clock,
    @inject(TOKEN_STORE) private readonly tokenStore: TokenStore,
  ) {}

  addAccount(account: FakeAccount): void {
    this.accounts.set(account.profile.userId, account);
  }

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${String(this.sequence).padStart(6, '0')}`;
  }

  issueTokens(userId: string): Tokens {
    const sessionId = this.nextId('session');
    const refreshToken = randomToken();
    this.sessions.set(sessionId, {
      userId,
      refreshToken,
      usedRefreshTokens: new Set(),
      revoked: false,
    });
    return { accessToken: this.accessTokenFor(userId, sessionId), refreshToken };
  }

  /** Exchanges a refresh token for new tokens; a used one revokes its whole session. */
  rotate(refreshToken: string): Tokens {
    for (const [sessionId, session] of this.sessions) {
      if (session.usedRefreshTokens.has(refreshToken)) {
        session.revoked = true;
        break;
      }
      if (session.refreshToken === refreshToken && !session.revoked) {
        session.usedRefreshTokens.add(refreshToken);
        session.refreshToken = randomToken();
        return {
          accessToken: this.accessTokenFor(session.userId, sessionId),
          refreshToken: session.refreshToken,
        };
      }
    }
    throw new ApiError(
      '로그인이 만료되었습니다. 다시 로그인해 주세요.',
      FAKE_ERROR.unauthorized,
      401,
    );
  }

  /** The member behind the stored access token, if it is still good. */
  currentUserId(): string | null {
    const session = this.currentSession();
    return session ? session.userId : null;
  }

  /** The signed-in member's account, or a 401. */
  requireAccount(): FakeAccount {
    const userId = this.currentUserId();
    const account = userId ? this.accounts.get(userId) : undefined;
    if (account?.profile.status !== 'approved') {
      throw new ApiError('로그인이 필요합니다.', FAKE_ERROR.unauthorized, 401);
    }
    return account;
  }

  revokeCurrentSession(): void {
    const session = this.currentSession();
    if (session) session.revoked = true;
  }

  revokeSessionsOf(userId: string): void {
    for (const session of this.sessions.values()) {
      if (session.userId === userId) session.revoked = true;
    }
  }

  /** Mails a 6-digit code (kept in `outbox`) valid for 10 minutes and 5 attempts. */
  sendAuthCode(email: string, purpose: AuthMailPurpose): void {
    const code = String(randomInt(1_000_000)).padStart(6, '0');
    this.authCodes.set(`${purpose}:${email}`, {
      code,
      expiresAt: this.clock.now().getTime() + AUTH_CODE_LIFETIME_MS,
      attemptsLeft: AUTH_CODE_ATTEMPTS,
    });
    this.outbox.push({
      to: email,
      subject: '[총동문회] 이메일 인증번호',
      text: `인증번호는 ${code}입니다. 10분 안에 입력해 주세요.`,
    });
  }

  /** Checks and uses up a code; a wrong, expired or used code throws. */
  consumeAuthCode(email: string, purpose: AuthMailPurpose, code: string): void {
    const key = `${purpose}:${email}`;
    const stored = this.authCodes.get(key);
    const now = this.clock.now().getTime();
    if (!stored || stored.expiresAt <= now || stored.attemptsLeft <= 0) {
      this.authCodes.delete(key);
      throw new ApiError(
        '인증번호가 만료되었습니다. 다시 요청해 주세요.',
        REFUSAL_CODES.expiredAuthCode,
        400,
      );
    }
    if (stored.code !== code) {
      stored.attemptsLeft -= 1;
      throw new ApiError('인증번호가 일치하지 않습니다.', REFUSAL_CODES.invalidAuthCode, 400);
    }
    this.authCodes.delete(key);
  }

  /** A reset ticket; for no account (null) one that looks the same but redeems nothing. */
  issueResetTicket(userId: string | null): string {
    const ticket = randomToken();
    if (userId !== null) this.resetTickets.set(ticket, userId);
    return ticket;
  }

  /** Hands the ticket's account to `use`; the ticket is used up only if `use` succeeds. */
  redeemResetTicket(ticket: string, use: (account: FakeAccount) => void): void {
    const userId = this.resetTickets.get(ticket);
    const account = userId ? this.accounts.get(userId) : undefined;
    if (!account) {
      this.resetTickets.delete(ticket);
      throw new ApiError(
        '비밀번호 재설정 기간이 지났습니다. 처음부터 다시 진행해 주세요.',
        REFUSAL_CODES.invalidResetToken,
        400,
      );
    }
    use(account);
    this.resetTickets.delete(ticket);
  }

  private currentSession(): FakeSession | null {
    const accessToken = this.tokenStore.readTokens()?.accessToken;
    const claims = accessToken ? decodeFakeJwt(accessToken) : null;
    if (!claims || claims.exp * 1000 <= this.clock.now().getTime()) return null;
    const session = this.sessions.get(claims.sid);
    return session && !session.revoked && session.userId === claims.sub ? session : null;
  }

  private accessTokenFor(userId: string, sessionId: string): string {
    const exp = Math.floor((this.clock.now().getTime() + ACCESS_TOKEN_LIFETIME_MS) / 1000);
    return encodeFakeJwt({ sub: userId, sid: sessionId, exp });
  }
}

interface FakeClaims {
  readonly sub: string;
  readonly sid: string;
  readonly exp: number;
}

function encodeFakeJwt(claims: FakeClaims): string {
  const header = base64UrlOfText(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  return `${header}.${base64UrlOfText(JSON.stringify(claims))}.${FAKE_SIGNATURE}`;
}

function decodeFakeJwt(token: string): FakeClaims | null {
  const [, payload, signature] = token.split('.');
  if (!payload || signature !== FAKE_SIGNATURE) return null;
  try {
    const claims = JSON.parse(textOfBase64Url(payload)) as Partial<FakeClaims>;
    const wellFormed =
      typeof claims.sub === 'string' &&
      typeof claims.sid === 'string' &&
      typeof claims.exp === 'number';
    return wellFormed ? (claims as FakeClaims) : null;
  } catch {
    return null;
  }
}

function base64UrlOfText(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
}

function textOfBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/gu, '+').replace(/_/gu, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function randomInt(bound: number): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % bound;
}
