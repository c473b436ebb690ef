import {
  DIRECTORY_FIELDS,
  type DirectoryField,
  type DirectoryPrivacy,
} from '../../src/domain/shared/member/directory-privacy';

/** What a member shares in the directory: the fields named, and no other. */
export function sharing(...fields: DirectoryField[]): DirectoryPrivacy {
  const shared = DIRECTORY_FIELDS.map((field) => [field, fields.includes(field)]);
  return Object.freeze(Object.fromEntries(shared) as Record<DirectoryField, boolean>);
}

export const PRIVACY = {
  /** Nothing shared (as after sign-up). */
  none: sharing(),
  /** Every directory field shared. */
  all: sharing(...DIRECTORY_FIELDS),
} as const;
