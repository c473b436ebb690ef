import type { DirectoryPrivacy } from '../shared/member/directory-privacy';
import type { AccountStatus, MemberProfile } from '../shared/member/member-profile';
import { regionOfCodes } from './alumni-region';

/** A member as the directory holds them, before privacy is applied. */
export interface DirectoryEntry {
  readonly userId: string;
  readonly name: string;
  readonly graduationYear: number;
  readonly classNumber: number;
  readonly mobile: string;
  readonly email: string;
  readonly company: string | null;
  readonly jobTitle: string | null;
  /** 시·도 and 시·군·구 names, e.g. "서울 강남구". */
  readonly region: string | null;
  readonly privacy: DirectoryPrivacy;
  readonly status: AccountStatus;
}

/**
 * A member's profile as the directory holds it, with `privacy` in place of the saved choices (a
 * member previewing other choices on /me).
 */
export function directoryEntryOfProfile(
  profile: MemberProfile,
  privacy: DirectoryPrivacy = profile.privacy,
): DirectoryEntry {
  return {
    userId: profile.userId,
    name: profile.name,
    graduationYear: profile.graduationYear,
    classNumber: profile.classNumber,
    mobile: profile.mobile,
    email: profile.email,
    company: profile.company,
    jobTitle: profile.jobTitle,
    region: profile.address ? regionOfCodes(profile.address) : null,
    privacy,
    status: profile.status,
  };
}

/** What another alumnus sees of a member: name and class always, the rest only if shared. */
export interface AlumniCard {
  readonly name: string;
  readonly graduationYear: number;
  readonly classNumber: number;
  readonly phone?: string;
  readonly email?: string;
  readonly company?: string;
  readonly jobTitle?: string;
  readonly region?: string;
  /** 회비 납부: shown only when the member allows it and this year's dues are paid. */
  readonly duesPaid?: true;
}

/**
 * The directory's privacy rule: only approved members are listed, and each shows only the
 * fields they chose to share. Returns null for members who must not be listed at all.
 */
export function alumniCardOf(entry: DirectoryEntry, duesBadge = false): AlumniCard | null {
  if (entry.status !== 'approved') return null;
  const { privacy } = entry;
  return {
    name: entry.name,
    graduationYear: entry.graduationYear,
    classNumber: entry.classNumber,
    ...(privacy.phone ? { phone: entry.mobile } : {}),
    ...(privacy.email ? { email: entry.email } : {}),
    ...(privacy.company && entry.company ? { company: entry.company } : {}),
    ...(privacy.company && entry.jobTitle ? { jobTitle: entry.jobTitle } : {}),
    ...(privacy.region && entry.region ? { region: entry.region } : {}),
    ...(duesBadge ? { duesPaid: true as const } : {}),
  };
}

/**
 * How a member's class reads wherever alumni see it (a directory card, the preview on /me):
 * the class number (기수, counted as the school counts its graduations) and the year, e.g.
 * "45회 · 1999년 졸업".
 */
export function classLineOf(card: Pick<AlumniCard, 'classNumber' | 'graduationYear'>): string {
  return `${card.classNumber}회 · ${card.graduationYear}년 졸업`;
}

/** "서울 강남구"; the 시·도 alone where there is no 시·군·구 (세종특별자치시). */
export function regionNameOf(address: { readonly sido: string; readonly sigungu: string }): string {
  return [address.sido, address.sigungu].filter(Boolean).join(' ');
}

/** The longest name query (a name has at most 20 Hangul syllables). */
export const ALUMNI_NAME_QUERY_MAX_LENGTH = 20;
/** The longest company or job-title query. */
export const ALUMNI_WORK_QUERY_MAX_LENGTH = 50;
export const ALUMNI_DEFAULT_PAGE_SIZE = 20;
export const ALUMNI_MAX_PAGE_SIZE = 50;

export interface AlumniSearchQuery {
  /** Name, or its initial consonants (ㄱㅁㅅ finds 김민수). */
  readonly name?: string;
  readonly graduationYear?: number;
  readonly classNumber?: number;
  /** 10-digit 시·도 code. */
  readonly city?: string;
  /** 10-digit 시·군·구 code. */
  readonly sgg?: string;
  /** Company or job title. */
  readonly work?: string;
  readonly page: number;
  readonly size: number;
}
