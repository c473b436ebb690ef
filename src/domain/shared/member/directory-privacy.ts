/**
 * What a member lets other signed-in alumni see in the directory. Name and class (기수) are
 * always shown; each of these fields only when the member chose to share it. Nothing is shared
 * until the member says so.
 */
export type DirectoryField = 'phone' | 'email' | 'company' | 'region';

export const DIRECTORY_FIELDS: readonly DirectoryField[] = ['phone', 'email', 'company', 'region'];

export const DIRECTORY_FIELD_LABELS: Readonly<Record<DirectoryField, string>> = {
  phone: '휴대전화',
  email: '이메일',
  company: '직장·직위',
  region: '거주 지역',
};

export type DirectoryPrivacy = Readonly<Record<DirectoryField, boolean>>;

export const PRIVATE_BY_DEFAULT: DirectoryPrivacy = {
  phone: false,
  email: false,
  company: false,
  region: false,
};
