import { type AlumniCard, alumniCardOf, regionOfCodes } from '../../domain/directory';
import type { DirectoryPrivacy } from '../../domain/shared/member/directory-privacy';
import type { MemberProfile, MemberProfileUpdate } from '../../domain/shared/member/member-profile';

/**
 * The saved profile as an update that changes nothing. `updateMyInfo` takes the whole profile,
 * so each section of /me sends this with its own changes on top.
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

/**
 * What other alumni would see of the member with these privacy choices: the directory's own
 * rule (`alumniCardOf`), so that the preview and the server agree.
 */
export function previewCardOf(
  profile: MemberProfile,
  privacy: DirectoryPrivacy,
): AlumniCard | null {
  const { address } = profile;
  return alumniCardOf({
    userId: profile.userId,
    name: profile.name,
    graduationYear: profile.graduationYear,
    classNumber: profile.classNumber,
    mobile: profile.mobile,
    email: profile.email,
    company: profile.company,
    jobTitle: profile.jobTitle,
    region: address ? regionOfCodes(address) : null,
    privacy,
    status: profile.status,
  });
}
