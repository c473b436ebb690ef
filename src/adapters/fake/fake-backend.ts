import { inject, injectable } from 'inversify';
import type { AuthMailPurpose } from '../../application/accounts/auth-api';
import type { Clock } from '../../application/shared/ports/clock';
import { TOKEN_STORE, type TokenStore } from '../../application/session/token-store';
import { PORTS } from '../../application/shared/tokens';
import { FakeDonationRecords } from './fake-donation-records';
import { FakeDuesRecords } from './fake-dues-records';
import { FakeEventRecords } from './fake-event-records';
import type { FakePaymentOrder } from './fake-payment-orders';
import type { FakePledge } from './fake-pledges';
import { refusal } from './fake-error';
import { CODE_MAILS, FakeThrottles, WRONG_PASSWORDS } from './fake-throttles';
import type { OutboxEntry } from '../../domain/messages/outbox';
import type { FakeCampaign } from './fake-campaigns';
import type { MenuAccess } from '../../domain/access-log/menu-access';
import { buildRouteTable, type RouteTable } from '../../domain/shared/routing/route-table';
import type { ConsentKind } from '../../domain/accounts/consent-versions';
import type { ChoiceChange } from '../../domain/messages/message-choices';
import type { SitePage } from '../../domain/content/site-pages';
import type { AlbumKind, AlbumPhotoDraft } from '../../domain/content/albums';
import type { SiteImage } from '../../domain/content/site-images';
import type { CompanyDraft, CompanyStatus } from '../../domain/companies/companies';
import type { LibraryCategory } from '../../domain/library/library';
import type { PastPresident, TimelineEntry } from '../../domain/content/history';
import type { OrganizationPosition } from '../../domain/content/organization';
import type { AttachedFile } from '../../domain/shared/attachments/attached-file';
import type { PersonalDataAccess } from '../../domain/admin/access-review';
import type { AuditEntry } from '../../domain/admin/audit-entry';
import type { MemberProfile, MemberRole } from '../../domain/shared/member/member-profile';
import type { Tokens } from '../../domain/session/tokens';

/**
 * The state of a pretend server, held in memory and shared by the fake API adapters, so that
 * what one port writes another reads (a sign-up shows in the directory, a sign-out ends ping).
 * It answers as the HTTP adapters talking to the real server do (test/adapters/ports runs the
 * same suites against both): refused calls throw ApiError with the contract's code and status
 * and a Korean message, and an expired access token is refreshed behind the caller's back, as
 * the HTTP client does. Tokens look like JWTs (so the subject can be read) but carry no real
 * signature.
 */

export interface FakeAccount {
  password: string;
  profile: MemberProfile;
  /** When the account was made (set when it is added), ISO 8601. */
  createdAt?: string;
  /** Why the office turned the sign-up down, told at sign-in. */
  statusReason?: string | null;
  /** The office's lock (이용 정지): the account cannot sign in. */
  lock?: { readonly at: string; readonly by: string; readonly reason: string } | null;
  /** The office's decision on the application: when and by whom. */
  approvedAt?: string | null;
  approvedBy?: string | null;
  withdrawnAt?: string | null;
}

export interface FakeMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** A mail in the fake's outbox, with its delivery as the office's queue shows it. */
export type FakeOutboxMail = FakeMail & Omit<OutboxEntry, 'to' | 'subject'>;

export interface StoredFakeFile extends AttachedFile {
  readonly data: Blob;
  readonly public: boolean;
  readonly ownerId: string | null;
}

/** A company listing as the server keeps it, with its owner and the office's decision. */
export interface FakeCompany extends CompanyDraft {
  readonly id: string;
  readonly ownerId: string;
  status: CompanyStatus;
  rejectReason: string | null;
  readonly createdAt: string;
  updatedAt: string;
  reviewedAt: string | null;
}

/** A 자료실 document as the server keeps it: its files are the group's. */
export interface FakeLibraryDocument {
  readonly id: string;
  category: LibraryCategory;
  title: string;
  description: string;
  atchFileMstId: string;
  readonly createdAt: string;
  updatedAt: string;
}

/** An album as the server stores it: photos by their image's id, in order. */
export interface FakeAlbum {
  readonly id: string;
  kind: AlbumKind;
  title: string;
  description: string;
  takenOn: string | null;
  publishedAt: string | null;
  readonly createdAt: string;
  updatedAt: string;
  photos: readonly AlbumPhotoDraft[];
}

export interface FakeNotice {
  readonly id: string;
  title: string;
  bodyHtml: string;
  bodyText: string;
  pinned: boolean;
  publishedAt: string | null;
  attachmentsMstId: string | null;
  attachmentCount: number;
  readonly authorId: string;
  views: number;
  readonly createdAt: string;
  updatedAt: string;
}

/** One answer to a consent (sign-up, or a change on /me), kept with the version of the text. */
export interface FakeConsent {
  readonly kind: ConsentKind;
  readonly version: string;
  readonly agreed: boolean;
  /** ISO 8601 time of the answer (sign-up, or a change on /me). */
  readonly recordedAt: string;
}

export interface FakeReceiptDelivery {
  readonly serial: string;
  readonly channel: 'mail' | 'fax' | 'download';
  /** The address or fax number; null for a download. */
  readonly destination: string | null;
  readonly reissue: boolean;
}

interface FakeSession {
  readonly userId: string;
  /** A sign-in's tokens work for 14 days from sign-in, however often they rotate. */
  readonly expiresAt: number;
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

interface ResetTicket {
  readonly userId: string;
  readonly expiresAt: number;
}

/** What the stored access token is worth, as the server reads it. */
type TokenState =
  | { readonly state: 'none' | 'invalid' | 'inactive' }
  | { readonly state: 'expired'; readonly tokens: Tokens }
  | { readonly state: 'valid'; readonly session: FakeSession };

export const ACCESS_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
const AUTH_CODE_LIFETIME_MS = 10 * 60 * 1000;
const AUTH_CODE_ATTEMPTS = 5;
const RESET_TICKET_LIFETIME_MS = 30 * 60 * 1000;
const FAKE_SIGNATURE = 'fake-signature';

@injectable()
export class FakeBackend {
  readonly accounts = new Map<string, FakeAccount>();
  /** Ids of withdrawn members: never reusable. */
  readonly retiredUserIds = new Set<string>();
  /** Every mail the fake sent (delivered at once: the pretend relay never fails), oldest first. */
  readonly outbox: FakeOutboxMail[] = [];
  /** 소식 보내기's sends, oldest first; their messages are in `outbox` (issue 32). */
  readonly campaigns: FakeCampaign[] = [];
  /** What administrators did, oldest first (the office's audit log). */
  readonly auditLog: AuditEntry[] = [];
  /** Who saw or changed which member's personal data, oldest first. */
  readonly personalDataAccess: PersonalDataAccess[] = [];
  /** Visits, with the member and when the backend received each (ISO 8601). */
  readonly accessLog: (MenuAccess & {
    readonly userId: string | null;
    readonly receivedAt?: string;
  })[] = [];
  /** Funds, donors, donation records and issued receipts. */
  readonly donationRecords = new FakeDonationRecords();
  readonly receiptDeliveries: FakeReceiptDelivery[] = [];
  /** Membership dues: the amounts, the payments, the directory badge's wishes. */
  readonly dues = new FakeDuesRecords();
  /** Events and their registrations (issue 33). */
  readonly events = new FakeEventRecords();
  /** 기부하기's payment orders, by order id (issue 31). */
  readonly paymentOrders = new Map<string, FakePaymentOrder>();
  /** Cards registered in the sandbox's card window, by their one-time auth key. */
  readonly cardAuthorizations = new Map<string, { customerKey: string; cardNumber: string }>();
  /** Monthly pledges, by pledge id. */
  readonly pledges = new Map<string, FakePledge>();
  /** Sign-up consents by user id. */
  readonly consents = new Map<string, readonly FakeConsent[]>();
  /** Each member's changes of the 안내 they receive, oldest first (홍보 is in `consents`). */
  readonly messageChoiceChanges = new Map<string, readonly ChoiceChange[]>();
  readonly files = new Map<string, StoredFakeFile[]>();
  notices: FakeNotice[] = [];
  /** The association's pages of text, by key. */
  readonly sitePages = new Map<string, SitePage>();
  /** `<noticeId>|<Korean day>|<visitor>`: each visitor's view counts once a day. */
  readonly noticeViews = new Set<string>();
  /** `<atchFileId>|<Korean day>|<visitor>`: each visitor's download counts once a day. */
  readonly fileDownloaders = new Set<string>();
  albums: FakeAlbum[] = [];
  timeline: TimelineEntry[] = [];
  presidents: PastPresident[] = [];
  /** The organisation chart, in reading order. */
  organization: OrganizationPosition[] = [];
  /** The office's processed photos, by image id (their files are public files, in `files`). */
  readonly siteImages = new Map<string, SiteImage>();
  /** Who uploaded each photo (a member's logo is theirs alone to use). */
  readonly siteImageUploaders = new Map<string, string>();
  /** 동문 기업 홍보: members' listings, oldest first. */
  companies: FakeCompany[] = [];
  /** 자료실's documents, oldest first. */
  libraryDocuments: FakeLibraryDocument[] = [];
  /** Downloads of the association's public files, by file id. */
  readonly fileDownloads = new Map<string, number>();
  /** The site's routes, as the SPA is configured: the menu statistics count their paths only. */
  routes: RouteTable = buildRouteTable();

  private readonly sessions = new Map<string, FakeSession>();
  private readonly authCodes = new Map<string, AuthCode>();
  private readonly resetTickets = new Map<string, ResetTicket>();
  private sequence = 0;
  readonly throttles: FakeThrottles;

  constructor(
    @inject(PORTS.Clock) readonly clock: Clock,
    @inject(TOKEN_STORE) private readonly tokenStore: TokenStore,
  ) {
    this.throttles = new FakeThrottles(clock);
  }

  addAccount(account: FakeAccount): void {
    account.createdAt ??= this.clock.now().toISOString();
    this.accounts.set(account.profile.userId, account);
  }

  /**
   * The administrator's files in the group become the association's (public, no owner), as the
   * server's `adoptGroup`; answers how many of the group's files are then the association's.
   */
  adoptFileGroup(atchFileMstId: string, actorId: string): number {
    const group = (this.files.get(atchFileMstId) ?? []).map((file) =>
      file.ownerId === actorId ? { ...file, ownerId: null, public: true } : file,
    );
    this.files.set(atchFileMstId, group);
    return group.filter((file) => file.public && file.ownerId === null).length;
  }

  /**
   * Sends a mail: it lands in `outbox`, delivered at once, as the server's outbox would show it;
   * answers its id.
   */
  sendMail(mail: FakeMail): string {
    const at = this.clock.now().toISOString();
    const messageId = this.nextId('message');
    this.outbox.push({
      ...mail,
      messageId,
      state: 'sent',
      attempts: 1,
      createdAt: at,
      nextAttemptAt: null,
      sentAt: at,
      lastError: null,
    });
    return messageId;
  }

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${String(this.sequence).padStart(6, '0')}`;
  }

  issueTokens(userId: string): Tokens {
    const sessionId = this.nextId('session');
    const refreshToken = randomToken();
    const session: FakeSession = {
      userId,
      expiresAt: this.clock.now().getTime() + SESSION_LIFETIME_MS,
      refreshToken,
      usedRefreshTokens: new Set(),
      revoked: false,
    };
    this.sessions.set(sessionId, session);
    return { accessToken: this.accessTokenFor(session, sessionId), refreshToken };
  }

  /**
   * Exchanges a refresh token for new tokens, as the server does: once, within the sign-in's
   * 14 days, for an approved account, with the access token of the same sign-in; a used one
   * coming back revokes its whole session.
   */
  rotate(tokens: Tokens): Tokens {
    const claims = decodeFakeJwt(tokens.accessToken);
    for (const [sessionId, session] of this.sessions) {
      if (session.usedRefreshTokens.has(tokens.refreshToken)) {
        session.revoked = true;
        break;
      }
      if (session.refreshToken !== tokens.refreshToken) continue;
      if (session.revoked || session.expiresAt <= this.clock.now().getTime()) break;
      session.usedRefreshTokens.add(tokens.refreshToken);
      const approved = this.accounts.get(session.userId)?.profile.status === 'approved';
      if (claims?.sid !== sessionId || !approved) {
        session.revoked = true;
        break;
      }
      session.refreshToken = randomToken();
      return {
        accessToken: this.accessTokenFor(session, sessionId),
        refreshToken: session.refreshToken,
      };
    }
    throw refusal('refreshRejected');
  }

  /**
   * The member behind the stored access token while it is good, for calls that read the
   * session as they find it (the access log): an expired token is a visitor's.
   */
  currentUserId(): string | null {
    const token = this.tokenState();
    return token.state === 'valid' ? token.session.userId : null;
  }

  /**
   * The member of the stored session, for the calls open to visitors on which the server
   * refuses an expired token (ping, profile images, downloads): the HTTP client then refreshes
   * the tokens and asks again, and so does this. Null for a visitor or an ended session; a
   * session that can no longer be refreshed is forgotten, and the call refused (4011).
   */
  callerId(): string | null {
    const token = this.tokenState();
    if (token.state !== 'expired') return token.state === 'valid' ? token.session.userId : null;
    this.refreshBehindTheCallersBack(token.tokens);
    return this.currentUserId();
  }

  /**
   * The signed-in member's account, for member calls: an expired access token is refreshed
   * first (as the HTTP client does); without a good session the stored one is forgotten (as
   * the client forgets it when its refresh is refused) and the call refused: 4011 for an
   * expired session, else 4010.
   */
  requireAccount(): FakeAccount {
    const token = this.tokenState();
    if (token.state === 'expired') this.refreshBehindTheCallersBack(token.tokens);
    else if (token.state === 'invalid' || token.state === 'inactive') {
      this.forgetStoredSession();
      throw refusal('unauthenticated');
    }
    const userId = this.currentUserId();
    const account = userId ? this.accounts.get(userId) : undefined;
    if (account?.profile.status !== 'approved' || account.lock) throw refusal('unauthenticated');
    return account;
  }

  /** Ends the sign-in the stored access token belongs to, even when that token has expired. */
  revokeCurrentSession(): void {
    const accessToken = this.tokenStore.readTokens()?.accessToken;
    const claims = accessToken ? decodeFakeJwt(accessToken) : null;
    const session = claims ? this.sessions.get(claims.sid) : undefined;
    if (session) session.revoked = true;
  }

  /** Ends every sign-in of the member, but the one of the stored session when `keepCurrent`. */
  revokeSessionsOf(userId: string, keepCurrent = false): void {
    const current = this.tokenState();
    for (const session of this.sessions.values()) {
      const kept = keepCurrent && current.state === 'valid' && current.session === session;
      if (session.userId === userId && !kept) session.revoked = true;
    }
  }

  /**
   * Checks a signed-in member's current password (password change, withdrawal) as the server
   * does: five wrong ones, then growing waits; a wrong one is refused with `wrongMessage`.
   */
  verifyCurrentPassword(account: FakeAccount, password: string, wrongMessage?: string): void {
    const key = `current-password:${account.profile.userId}`;
    this.throttles.take(key, WRONG_PASSWORDS);
    if (account.password !== password) throw refusal('wrongPassword', wrongMessage);
    this.throttles.clear(key);
  }

  /**
   * Mails a 6-digit code (kept in `outbox`) valid for 10 minutes and 5 attempts; one mail a
   * minute per address and purpose, as the server allows.
   */
  sendAuthCode(email: string, purpose: AuthMailPurpose): void {
    this.throttles.take(`auth-mail:${purpose}:${email}`, CODE_MAILS, (_retryAt, seconds) =>
      refusal(
        'authMailTooSoon',
        `인증번호는 1분에 한 번 보낼 수 있습니다. ${seconds}초 후에 다시 시도해 주세요.`,
      ),
    );
    const code = String(randomInt(1_000_000)).padStart(6, '0');
    this.authCodes.set(`${purpose}:${email}`, {
      code,
      expiresAt: this.clock.now().getTime() + AUTH_CODE_LIFETIME_MS,
      attemptsLeft: AUTH_CODE_ATTEMPTS,
    });
    this.sendMail({
      to: email,
      subject: '[총동문회] 이메일 인증번호',
      text: `인증번호는 ${code}입니다. 10분 안에 입력해 주세요.`,
    });
  }

  /**
   * Checks and uses up a code, as the server does: each try takes one of its five attempts; a
   * wrong one tells how many are left, the fifth uses the code up; an expired, used or unknown
   * code is refused (4002).
   */
  consumeAuthCode(email: string, purpose: AuthMailPurpose, code: string): void {
    const key = `${purpose}:${email}`;
    const stored = this.authCodes.get(key);
    const live =
      stored !== undefined &&
      stored.expiresAt > this.clock.now().getTime() &&
      stored.attemptsLeft > 0;
    if (!live) throw refusal('expiredAuthCode');
    stored.attemptsLeft -= 1;
    if (stored.code !== code) {
      throw stored.attemptsLeft > 0
        ? refusal(
            'invalidAuthCode',
            `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${stored.attemptsLeft}회)`,
          )
        : refusal(
            'expiredAuthCode',
            '인증번호를 5번 잘못 입력했습니다. 인증번호를 다시 요청해 주세요.',
          );
    }
    this.authCodes.delete(key);
  }

  /**
   * A reset ticket, good once for 30 minutes; for no account (null) one that looks the same but
   * redeems nothing.
   */
  issueResetTicket(userId: string | null): string {
    const ticket = randomToken();
    if (userId !== null) {
      this.resetTickets.set(ticket, {
        userId,
        expiresAt: this.clock.now().getTime() + RESET_TICKET_LIFETIME_MS,
      });
    }
    return ticket;
  }

  /** Hands the ticket's account to `use`; the ticket is used up only if `use` succeeds. */
  redeemResetTicket(ticket: string, use: (account: FakeAccount) => void): void {
    const stored = this.resetTickets.get(ticket);
    const live = stored !== undefined && stored.expiresAt > this.clock.now().getTime();
    const account = live ? this.accounts.get(stored.userId) : undefined;
    if (!account) throw refusal('invalidResetToken');
    use(account);
    this.resetTickets.delete(ticket);
  }

  /** Forgets the stored session, as the HTTP client does when its refresh is refused. */
  forgetStoredSession(): void {
    this.tokenStore.clearTokens();
    this.tokenStore.clearUserId();
  }

  /**
   * What the HTTP client does on the server's 401 to an expired token: it refreshes the tokens
   * and asks again; when the refresh is refused it forgets the session and the call fails.
   */
  private refreshBehindTheCallersBack(tokens: Tokens): void {
    let next: Tokens;
    try {
      next = this.rotate(tokens);
    } catch {
      this.forgetStoredSession();
      throw refusal('tokenExpired');
    }
    this.tokenStore.saveTokens(next);
  }

  private tokenState(): TokenState {
    const tokens = this.tokenStore.readTokens();
    if (!tokens?.accessToken) return { state: 'none' };
    const claims = decodeFakeJwt(tokens.accessToken);
    if (!claims) return { state: 'invalid' };
    if (claims.exp * 1000 <= this.clock.now().getTime()) return { state: 'expired', tokens };
    const session = this.sessions.get(claims.sid);
    const live = session && !session.revoked && session.userId === claims.sub;
    const account = this.accounts.get(claims.sub);
    const active = account?.profile.status === 'approved' && !account.lock;
    return live && active ? { state: 'valid', session } : { state: 'inactive' };
  }

  private accessTokenFor(session: FakeSession, sessionId: string): string {
    const expiry = Math.min(
      this.clock.now().getTime() + ACCESS_TOKEN_LIFETIME_MS,
      session.expiresAt,
    );
    // The role rides in the token, as the server's does, for the screens to choose from.
    const role = this.accounts.get(session.userId)?.profile.role ?? 'member';
    return encodeFakeJwt({
      sub: session.userId,
      sid: sessionId,
      role,
      exp: Math.floor(expiry / 1000),
    });
  }
}

interface FakeClaims {
  readonly sub: string;
  readonly sid: string;
  readonly role?: MemberRole;
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
