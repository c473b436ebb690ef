import { type AlumniCard, alumniCardOf, directoryEntryOfProfile } from '../../domain/directory';
import type { DirectoryPrivacy } from '../../domain/shared/member/directory-privacy';
import type { MemberProfile } from '../../domain/shared/member/member-profile';

/**
 * What other alumni would see of the member with these privacy choices: the directory's own
 * rule (`alumniCardOf`), so that the preview and the server agree.
 */
export function previewCardOf(
  profile: MemberProfile,
  privacy: DirectoryPrivacy,
): AlumniCard | null {
  return alumniCardOf(directoryEntryOfProfile(profile, privacy));
}
