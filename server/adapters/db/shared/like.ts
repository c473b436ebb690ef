import { sql } from 'kysely';

/** `%`, `_` and the escape character itself, matched as themselves in a LIKE pattern. */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/gu, (character) => `\\${character}`);
}

/** `lower(column) LIKE pattern ESCAPE '\'`, the same on SQLite and PostgreSQL. */
export function likeLower(column: string, pattern: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern.toLowerCase()} escape '\\'`;
}
