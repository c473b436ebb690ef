import { isInitialConsonantQuery, searchTextOf } from '../shared/text/name-search';

/** A name as the office searches it: its initial consonants, or text in the name or the id. */
export type OfficeNameQuery =
  | { readonly kind: 'initials'; readonly initials: string }
  | { readonly kind: 'text'; readonly text: string };

/**
 * How the office's search reads what was typed (the server's query and the fake's filter alike):
 * initial consonants alone (ㅎㄱㄷ, blanks ignored) match the name's initials; other text, the
 * name or the start of the id; nothing but blanks, every account.
 */
export function officeNameQueryOf(typed: string | undefined): OfficeNameQuery | undefined {
  const text = typed === undefined ? '' : searchTextOf(typed);
  if (!text) return undefined;
  const compact = text.replace(/\s/gu, '');
  return isInitialConsonantQuery(compact)
    ? { kind: 'initials', initials: compact }
    : { kind: 'text', text };
}
