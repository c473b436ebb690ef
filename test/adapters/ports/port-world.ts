import { expect } from 'vitest';
import type { AccessLogApi } from '../../../src/application/access-log/access-log-api';
import type { AdminApi } from '../../../src/application/admin/admin-api';
import type { NoticeApi, OfficeNoticeApi } from '../../../src/application/content/notice-api';
import type { AlbumApi, OfficeAlbumApi } from '../../../src/application/content/album-api';
import type { HistoryApi, OfficeHistoryApi } from '../../../src/application/content/history-api';
import type {
  OfficeOrganizationApi,
  OrganizationApi,
} from '../../../src/application/content/organization-api';
import type {
  CompanyApi,
  MemberCompanyApi,
  OfficeCompanyApi,
} from '../../../src/application/companies/company-api';
import type { LibraryApi, OfficeLibraryApi } from '../../../src/application/library/library-api';
import type { DuesApi, OfficeDuesApi } from '../../../src/application/dues';
import type { EventsApi, OfficeEventsApi } from '../../../src/application/events';
import type {
  DonationApi,
  DonationFundApi,
  OfficeDonationApi,
  PublicDonationApi,
} from '../../../src/application/donations';
import type {
  OfficeSitePageApi,
  SitePageApi,
} from '../../../src/application/content/site-page-api';
import type {
  OfficePledgeApi,
  PaymentApi,
  PledgeApi,
  SandboxPaymentApi,
} from '../../../src/application/payments';
import type {
  MessageChoicesApi,
  OfficeCampaignApi,
  OfficeMessageApi,
} from '../../../src/application/messages';
import type { AuthApi, SignUpRequest } from '../../../src/application/accounts/auth-api';
import type { AlumniDirectoryApi } from '../../../src/application/directory/alumni-directory-api';
import type { FileApi } from '../../../src/application/files/file-api';
import type { MyInfoApi } from '../../../src/application/my-info/my-info-api';
import type { TokenStore } from '../../../src/application/session/token-store';
import { API_ERRORS, type ApiErrorKey } from '../../../src/contract/shared/error-codes';
import type { MenuAccess } from '../../../src/domain/access-log/menu-access';
import type { Tokens } from '../../../src/domain/session/tokens';
import type { AttachedFileRef } from '../../../src/domain/shared/attachments/attached-file';
import type { DirectoryPrivacy } from '../../../src/domain/shared/member/directory-privacy';
import { anUpdateOf, aSignUpRequest } from '../../support/members';

/**
 * What a port suite runs against: the SPA's ports, as one side answers them (the fake backend,
 * or the HTTP adapters talking to the reference server on loopback), with the few things a test
 * needs that no port of the SPA offers (the office's approval, the mailbox, the clock).
 */
export interface PortWorld {
  readonly auth: AuthApi;
  readonly myInfo: MyInfoApi;
  readonly directory: AlumniDirectoryApi;
  readonly files: FileApi;
  readonly accessLog: AccessLogApi;
  readonly admin: AdminApi;
  readonly notices: NoticeApi;
  readonly officeNotices: OfficeNoticeApi;
  readonly sitePages: SitePageApi;
  readonly officeSitePages: OfficeSitePageApi;
  readonly albums: AlbumApi;
  readonly officeAlbums: OfficeAlbumApi;
  readonly history: HistoryApi;
  readonly officeHistory: OfficeHistoryApi;
  readonly organization: OrganizationApi;
  readonly officeOrganization: OfficeOrganizationApi;
  readonly companies: CompanyApi;
  readonly memberCompanies: MemberCompanyApi;
  readonly officeCompanies: OfficeCompanyApi;
  readonly library: LibraryApi;
  readonly officeLibrary: OfficeLibraryApi;
  readonly donations: DonationApi;
  readonly donationFunds: DonationFundApi;
  readonly officeDonations: OfficeDonationApi;
  readonly publicDonations: PublicDonationApi;
  readonly dues: DuesApi;
  readonly officeDues: OfficeDuesApi;
  /**
   * Dues paid through the checkout, as the payments feature records them (no port of the SPA
   * records a payment): answers the payment's id and confirmation number.
   */
  recordPaidDues(input: {
    readonly memberId: string;
    readonly kind: 'annual' | 'lifetime';
    readonly year: number | null;
    readonly amount: number;
    readonly orderId: string;
  }): Promise<{ readonly id: string; readonly confirmationNumber: string }>;
  /** Events on the site and the office's (issue 33). */
  readonly events: EventsApi;
  readonly officeEvents: OfficeEventsApi;
  /** 기부하기's checkout, and the sandbox's payment window (issue 31). */
  readonly payments: PaymentApi;
  readonly sandboxPayments: SandboxPaymentApi;
  readonly pledges: PledgeApi;
  readonly officePledges: OfficePledgeApi;
  /** 보낸 메일함 (issue 32). */
  readonly officeMessages: OfficeMessageApi;
  /** 소식 보내기 (issue 32). */
  readonly officeCampaigns: OfficeCampaignApi;
  /** The scheduled sends whose time has come start, as the server's schedule starts them. */
  startDueCampaigns(): Promise<void>;
  /**
   * A mail the relay refused at its last attempt (no port of the SPA fails a delivery): in the
   * outbox as failed, with the relay's answer; answers its id.
   */
  failedMail(mail: { readonly to: string; readonly subject: string }): Promise<string>;
  /** 받을 소식 (issue 32, item 4): from /me, a mail's signed link, the office's view. */
  readonly messageChoices: MessageChoicesApi;
  /** The signed link (`t`) the backend puts in a mail to the member. */
  choiceLinkFor(userId: string): string;
  /** The session the ports act for, as the SPA keeps it. */
  readonly tokenStore: TokenStore;
  /** The 6-digit code last mailed to the address; throws when none was. */
  lastCodeMailedTo(email: string): string;
  /** How many mails went to the address. */
  mailsTo(email: string): number;
  /** Today in Korea by the backend's clock, `YYYY-MM-DD`. */
  koreanToday(): string;
  /** Moves the backend's clock forward. */
  advanceClock(milliseconds: number): void;
  /** The backend's clock. */
  now(): Date;
  /** The office approves a pending account. */
  approve(userId: string): Promise<void>;
  /** The office turns a pending account down, with its reason. */
  reject(userId: string, reason: string): Promise<void>;
  /**
   * An administrator of the office signed in, the session kept as the SPA keeps it (the second
   * factor of an administrator's sign-in is the session's own tests' concern).
   */
  signInAsAdministrator(): Promise<void>;
  /** The visits the backend recorded, oldest first. */
  recordedVisits(): Promise<readonly RecordedVisit[]>;
  /** An image the office put on the site (a gallery photo): public, owned by no member. */
  publishSiteImage(fileName: string, bytes: Uint8Array): Promise<AttachedFileRef>;
  close(): Promise<void>;
}

export interface RecordedVisit extends MenuAccess {
  readonly userId: string | null;
}

export type MakePortWorld = () => Promise<PortWorld>;

export interface Member {
  readonly userId: string;
  readonly password: string;
  readonly email: string;
  readonly name: string;
}

/** Signs a newcomer up through the ports, with the code from the mailbox; the account is pending. */
export async function signUp(
  world: PortWorld,
  overrides: Partial<SignUpRequest> = {},
): Promise<Member> {
  const request = aSignUpRequest(overrides);
  await world.auth.sendAuthMail({ email: request.email, purpose: 'signUp' });
  await world.auth.signUp({ ...request, emailAuthCode: world.lastCodeMailedTo(request.email) });
  return {
    userId: request.userId,
    password: request.password,
    email: request.email,
    name: request.name,
  };
}

/**
 * Signed up and approved; with `privacy`, what they share in the directory is set through
 * their own my-info (then the session is left as it was: nobody signed in).
 */
export async function approvedMember(
  world: PortWorld,
  overrides: Partial<SignUpRequest> = {},
  privacy?: DirectoryPrivacy,
): Promise<Member> {
  const member = await signUp(world, overrides);
  await world.approve(member.userId);
  if (privacy) {
    await signIn(world, member);
    const mine = await world.myInfo.getMyInfo();
    await world.myInfo.updateMyInfo(anUpdateOf(mine, { privacy }));
    leave(world);
  }
  return member;
}

/** Signs the member in and keeps the tokens, as the session does. */
export async function signIn(world: PortWorld, member: Member): Promise<Tokens> {
  const result = await world.auth.signIn({ userId: member.userId, password: member.password });
  if (!result.tokens) throw new Error(`${member.userId} could not sign in: ${result.message}`);
  world.tokenStore.saveTokens(result.tokens);
  world.tokenStore.saveUserId(member.userId);
  return result.tokens;
}

/** Forgets the stored session without telling the backend: a visitor from now on. */
export function leave(world: PortWorld): void {
  world.tokenStore.clearTokens();
  world.tokenStore.clearUserId();
}

/** Whether the stored session is good: the session treats a failed ping as a "no". */
export async function isSignedIn(world: PortWorld): Promise<boolean> {
  return world.auth.ping().catch(() => false);
}

/** The catalogue's refusal, as a caller sees it: an ApiError with its status and code. */
export function refusal(key: ApiErrorKey, message?: string | RegExp) {
  const { status, code } = API_ERRORS[key];
  return {
    name: 'ApiError',
    status,
    code,
    message: message ?? expect.stringMatching(/[가-힣]/u),
  };
}

/** The catalogue's refusal with its own default message. */
export function defaultRefusal(key: ApiErrorKey) {
  return refusal(key, API_ERRORS[key].message);
}

/** Six digits that are not the code. */
export function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

export const ONE_MINUTE = 60 * 1000;
export const ONE_HOUR = 60 * ONE_MINUTE;
export const ONE_DAY = 24 * ONE_HOUR;

/**
 * Moves the backend's clock to the next 10:00 in Korea (or leaves it in the working day), so
 * that what a test records is not flagged as done at night whenever the suite happens to run.
 */
export function moveToKoreanWorkingHours(world: PortWorld): void {
  const koreanHour = (world.now().getUTCHours() + 9) % 24;
  if (koreanHour >= 9 && koreanHour < 18) return;
  const hoursToTen = (10 - koreanHour + 24) % 24;
  world.advanceClock(hoursToTen * 60 * 60 * 1000);
}
