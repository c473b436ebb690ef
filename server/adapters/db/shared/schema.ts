import type { Generated } from 'kysely';
import type {
  AccountStatus,
  MemberRole,
} from '../../../../src/domain/shared/member/member-profile';

/**
 * The tables, as the database names them (snake_case; the repositories see them as `Tables`,
 * below). Portable choices, the same on SQLite and PostgreSQL: times are ISO 8601 UTC text with
 * milliseconds (sortable as text), flags are 0/1 integers, and ids are random text except the
 * access log's running number.
 */
export interface DatabaseSchema {
  accounts: AccountsTable;
  account_consents: AccountConsentsTable;
  auth_codes: AuthCodesTable;
  token_families: TokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  attached_files: AttachedFilesTable;
  access_logs: AccessLogsTable;
  alumni_search_keys: AlumniSearchKeysTable;
  attempt_throttles: AttemptThrottlesTable;
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
  failed_sign_ins: number;
  locked_until: string | null;
  status_reason: string | null;
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  approved_by: string | null;
  withdrawn_at: string | null;
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

export interface TokenFamiliesTable {
  family_id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  issued_at: string;
  used_at: string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AttachedFilesTable {
  atch_file_id: string;
  atch_file_mst_id: string;
  owner_id: string | null;
  visibility: string;
  file_name: string;
  mime_type: string;
  size: number;
  sha256: string;
  created_at: string;
}

export interface AccessLogsTable {
  id: Generated<number>;
  menu_path: string;
  access_dt: string;
  user_id: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

/**
 * The directory's search keys (server/domain/directory/alumni-search-keys.ts), of listed members only,
 * kept in step by the account repository.
 */
export interface AlumniSearchKeysTable {
  kind: string;
  key: string;
  user_id: string;
  /** The member's, for the directory's order without reading the accounts. */
  graduation_year: number;
  name: string;
}

/** Counted attempts under a keyed digest (server/domain/shared/attempt-throttle.ts). */
export interface AttemptThrottlesTable {
  throttle_key: string;
  attempts: number;
  /** Until when the next attempt must wait; null when it may follow at once. */
  wait_until: string | null;
  last_attempt_at: string;
}

/** `user_id` → `userId`, as camel-case.ts (and Kysely's CamelCasePlugin) names it. */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

type CamelCaseKeys<T> = { [Key in keyof T & string as CamelCase<Key>]: T[Key] };

type CamelCaseSchema = CamelCaseKeys<{
  [Table in keyof DatabaseSchema]: CamelCaseKeys<DatabaseSchema[Table]>;
}>;

/**
 * The tables as the repositories write and read them (camel-case.ts): every table and column
 * under its camelCase name, and the text columns that a CHECK constraint holds to a few values
 * typed as those values. A record whose fields are its table's columns is its row.
 */
export interface Tables extends CamelCaseSchema {
  accounts: Omit<CamelCaseSchema['accounts'], 'role' | 'status'> & {
    role: MemberRole;
    status: AccountStatus;
  };
  attachedFiles: Omit<CamelCaseSchema['attachedFiles'], 'visibility'> & {
    visibility: 'public' | 'private';
  };
}
