import type { Insertable, Kysely, Selectable } from 'kysely';
import { markOnce, rowWhere } from './rows';
import type { Tables } from './schema';

/**
 * The tables keyed by a token's digest with the time it was used (the features declare them:
 * password resets in accounts, refresh tokens in session), named by shape rather than by name so
 * that this file needs no feature's tables in the program.
 */
type SingleUseTable = {
  [Table in keyof Tables]: Tables[Table] extends { tokenHash: string; usedAt: string | null }
    ? Table
    : never;
}[keyof Tables];

/**
 * Tokens kept as their digests and usable once: password resets (accounts) and refresh tokens
 * (session), each a table keyed by `tokenHash` with the time it was used.
 */
export class SingleUseTokens<T extends SingleUseTable> {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly table: T,
  ) {}

  async insert(token: Insertable<Tables[T]>): Promise<void> {
    await this.db.insertInto(this.table).values(token).execute();
  }

  find(tokenHash: string): Promise<Selectable<Tables[T]> | null> {
    return rowWhere(this.db, this.table, 'tokenHash', tokenHash);
  }

  /** Marks the token used; false when it already was (someone else used it first). */
  markUsed(tokenHash: string, at: string): Promise<boolean> {
    return markOnce(this.db, this.table, 'tokenHash', tokenHash, 'usedAt', at);
  }
}
