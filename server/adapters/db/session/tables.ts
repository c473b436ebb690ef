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
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  issued_at: string;
  used_at: string | null;
}
