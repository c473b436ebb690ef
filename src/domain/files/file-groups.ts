import type { MemberRole } from '../shared/member/member-profile';

/** A file of a group as far as adding to the group is concerned. */
export interface GroupedFile {
  /** Null for the association's files (and for uploads no sign-up has claimed yet). */
  readonly ownerId: string | null;
  readonly public: boolean;
}

export const GROUP_CLOSED = '이 파일 묶음에는 파일을 추가할 수 없습니다.';

/**
 * Whether an uploader may add a file to an existing group: a member to their own group; an
 * administrator also to one of the association's (a new version of a 자료실 document, another
 * attachment of a published notice). Nobody to another member's files, nor to unclaimed uploads.
 */
export function mayAddToFileGroup(
  group: readonly GroupedFile[],
  uploader: { readonly userId: string; readonly role: MemberRole } | null,
): boolean {
  if (!uploader || group.length === 0) return false;
  return group.every(
    (file) =>
      file.ownerId === uploader.userId ||
      (uploader.role === 'admin' && file.ownerId === null && file.public),
  );
}
