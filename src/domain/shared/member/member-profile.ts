import type { AttachedFileRef } from '../attachments/attached-file';
import type { DirectoryPrivacy } from './directory-privacy';
import type { ProfileFields } from './profile-fields';

/** Where an account stands: new accounts wait for an administrator (spec section 6). */
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The states in the order the office reads them, the approval queue first. */
export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_ROLES = ['member', 'admin'] as const;

/** The member's own information, as /me shows and edits it. */
export interface MemberProfile extends ProfileFields {
  readonly userId: string;
  readonly email: string;
  readonly profileImage: AttachedFileRef | null;
  readonly privacy: DirectoryPrivacy;
  readonly role: MemberRole;
  readonly status: AccountStatus;
}

/** The fields a member may change on /me (the e-mail change needs a fresh code). */
export interface MemberProfileUpdate extends ProfileFields {
  readonly email: string;
  /** The code sent to a new e-mail address; required only when the address changes. */
  readonly emailAuthCode?: string;
  /** Group id of an uploaded profile image, or null to remove it. */
  readonly profileImageMstId: string | null;
  readonly privacy: DirectoryPrivacy;
}

/**
 * The saved profile as an update that changes nothing. `updateMyInfo` takes the whole profile,
 * so each change is sent as this with the change on top.
 */
export function unchangedUpdateOf(profile: MemberProfile): MemberProfileUpdate {
  return {
    name: profile.name,
    birthDate: profile.birthDate,
    email: profile.email,
    mobile: profile.mobile,
    graduationYear: profile.graduationYear,
    classNumber: profile.classNumber,
    course: profile.course,
    company: profile.company,
    jobTitle: profile.jobTitle,
    address: profile.address,
    profileImageMstId: profile.profileImage?.atchFileMstId ?? null,
    privacy: profile.privacy,
  };
}

export interface PasswordChange {
  readonly currentPassword: string;
  readonly newPassword: string;
}
