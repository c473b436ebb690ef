/** The two databases the server runs on. */
export type SqlDialect = 'sqlite' | 'postgres';
