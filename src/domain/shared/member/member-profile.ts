import type { PostalAddress } from '../address/address';
import type { AttachedFileRef } from '../attachments/attached-file';
import type { DirectoryPrivacy } from './directory-privacy';

/** Where an account stands: new accounts wait for an administrator (spec section 6). */
export type AccountStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

export type MemberRole = 'member' | 'admin';

/** Longest course (계열·학과), company and job title accepted, in characters. */
export const COURSE_MAX_LENGTH = 50;
export const COMPANY_MAX_LENGTH = 100;
export const JOB_TITLE_MAX_LENGTH = 50;

/** The member's own information, as /me shows and edits it. */
export interface MemberProfile {
  readonly userId: string;
  readonly name: string;
  /** YYYY-MM-DD */
  readonly birthDate: string;
  readonly email: string;
  /** 010-1234-5678 */
  readonly mobile: string;
  /** Year of graduation, e.g. 1998. */
  readonly graduationYear: number;
  /** Class number (기수), e.g. 45 for the 45th graduating class. */
  readonly classNumber: number;
  /** Course or department (계열·학과). */
  readonly course: string;
  readonly company: string | null;
  readonly jobTitle: string | null;
  readonly address: PostalAddress | null;
  readonly profileImage: AttachedFileRef | null;
  readonly privacy: DirectoryPrivacy;
  readonly role: MemberRole;
  readonly status: AccountStatus;
}

/** The fields a member may change on /me (the e-mail change needs a fresh code). */
export interface MemberProfileUpdate {
  readonly name: string;
  readonly birthDate: string;
  readonly email: string;
  /** The code sent to a new e-mail address; required only when the address changes. */
  readonly emailAuthCode?: string;
  readonly mobile: string;
  readonly graduationYear: number;
  readonly classNumber: number;
  readonly course: string;
  readonly company: string | null;
  readonly jobTitle: string | null;
  readonly address: PostalAddress | null;
  /** Group id of an uploaded profile image, or null to remove it. */
  readonly profileImageMstId: string | null;
  readonly privacy: DirectoryPrivacy;
}

export interface PasswordChange {
  readonly currentPassword: string;
  readonly newPassword: string;
}
