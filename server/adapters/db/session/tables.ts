/**
 * The session's tables (a sign-in's refresh token family and its rotated tokens), added to the
 * shared `DatabaseSchema` by declaration merging (see ../shared/schema.ts).
 */
declare module '../shared/schema' {
  interface DatabaseSchema {
    token_families: TokenFamiliesTable;
    refresh_tokens: RefreshTokensTable;
  }
}

export interface TokenFamiliesTable {
  family_id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  /** When the sign-in passed the second factor; null for a sign-in by password alone. */
  second_factor_at: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  issued_at: string;
  used_at: string | null;
}

/**
 * The administrators' second factor (migration 0005-second-factor): the TOTP secret of each,
 * sealed, with the last accepted time step; their recovery codes and the tickets between
 * password and code, both as keyed digests.
 */
declare module '../shared/schema' {
  interface DatabaseSchema {
    second_factors: SecondFactorsTable;
    recovery_codes: RecoveryCodesTable;
    second_factor_tickets: SecondFactorTicketsTable;
  }
}

export interface SecondFactorsTable {
  user_id: string;
  sealed_secret: string;
  created_at: string;
  confirmed_at: string | null;
  last_step: number | null;
}

export interface RecoveryCodesTable {
  code_hash: string;
  user_id: string;
  created_at: string;
  used_at: string | null;
}

export interface SecondFactorTicketsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** The enrolment's secret drawn for this ticket (sealed), until the first code confirms it. */
  sealed_secret: string | null;
}
