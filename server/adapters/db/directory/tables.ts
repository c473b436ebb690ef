/**
 * The directory's table, added to the shared `DatabaseSchema` by declaration merging (see
 * ../shared/schema.ts).
 */
declare module '../shared/schema' {
  interface DatabaseSchema {
    alumni_search_keys: AlumniSearchKeysTable;
  }
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
