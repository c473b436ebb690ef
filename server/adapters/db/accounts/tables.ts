import type {
  AccountStatus,
  MemberRole,
} from '../../../../src/domain/shared/member/member-profile';
import type { CamelCaseRow } from '../shared/schema';

/**
 * The accounts' tables, added to the shared `DatabaseSchema` by declaration merging (see
 * ../shared/schema.ts). Other features read the accounts too (its port is shared); the table is
 * declared here, beside its repository.
 */
declare module '../shared/schema' {
  interface DatabaseSchema {
    accounts: AccountsTable;
    account_consents: AccountConsentsTable;
    auth_codes: AuthCodesTable;
    password_resets: PasswordResetsTable;
  }

  interface Tables {
    accounts: Omit<CamelCaseRow<AccountsTable>, 'role' | 'status'> & {
      role: MemberRole;
      status: AccountStatus;
    };
  }
}

export interface AccountsTable {
  user_id: string;
  password_hash: string;
  role: string;
  status: string;
  name: string | null;
  birth_date: string | null;
  email: string | null;
  mobile: string | null;
  graduation_year: number | null;
  class_number: number | null;
  course: string | null;
  company: string | null;
  job_title: string | null;
  zonecode: string | null;
  addr: string | null;
  daddr: string | null;
  city: string | null;
  sgg: string | null;
  sido: string | null;
  sigungu: string | null;
  profile_image_mst_id: string | null;
  share_phone: number;
  share_email: number;
  share_company: number;
  share_region: number;
  status_reason: string | null;
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  approved_by: string | null;
  withdrawn_at: string | null;
  /** The office's lock (이용 정지; migrations 0006-office-lock, 0023-accounts-dead-columns). */
  office_locked_at: string | null;
  office_locked_by: string | null;
  office_lock_reason: string | null;
  /** The name's initial consonants (name-initials.ts), kept with the name. */
  name_initials: string | null;
}

export interface AccountConsentsTable {
  consent_id: string;
  user_id: string;
  kind: string;
  version: string;
  agreed: number;
  recorded_at: string;
}

export interface AuthCodesTable {
  code_id: string;
  email: string;
  purpose: string;
  code_hash: string;
  expires_at: string;
  attempts_left: number;
  created_at: string;
  consumed_at: string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
