import {
  ALUMNI_NAME_QUERY_MAX_LENGTH,
  ALUMNI_WORK_QUERY_MAX_LENGTH,
} from '../../../src/domain/directory/alumni-card';
import {
  initialConsonantsOf,
  isInitialConsonantQuery,
  searchTextOf,
} from '../../../src/domain/shared/text/name-search';

/**
 * The alumni directory's search keys: how "part of a name" and "part of a company" are found
 * with an ordinary index on any database. A member's keys are every suffix of their name, of
 * its initial consonants and, only while they share their company, of their company and job
 * title. A query then matches a member when it is a prefix of one of their keys (a prefix of a
 * suffix is a substring), which is a range on the index: `key >= q AND key < successor(q)`.
 *
 * Only members the directory lists have keys, and each key carries the member's graduation
 * year and name, so that a search by name or work is answered, in the directory's order, from
 * the keys' index alone; only the rows of the page shown are read from the accounts.
 *
 * Keys are cut to the longest query of their kind: a query of n characters that starts a suffix
 * starts that suffix's first n characters too, so nothing is lost and long fields stay small.
 * Text is compared as the domain's `searchTextOf` gives it (NFC, lower case, single spaces), and
 * the matching rule is the domain's `matchesNameQuery`, found through an index.
 */

export type SearchKeyKind = 'name' | 'initials' | 'work';

export interface SearchKey {
  readonly kind: SearchKeyKind;
  readonly key: string;
}

/** What a member's keys are made of. */
export interface SearchKeySource {
  readonly name: string;
  readonly company: string | null;
  readonly jobTitle: string | null;
  /** Whether the member shares company and job title: hidden fields must not be searchable. */
  readonly sharesCompany: boolean;
}

/**
 * Who the directory lists, and so who has search keys: approved accounts with the member role
 * (administrators' accounts are the office's, not alumni), with a name and a class. Pending,
 * rejected and withdrawn accounts have none, so a search cannot find them even by mistake.
 */
export function isListedInDirectory(account: {
  readonly status: string;
  readonly role: string;
  readonly name: string | null;
  readonly graduationYear: number | null;
}): boolean {
  return (
    account.status === 'approved' &&
    account.role === 'member' &&
    Boolean(account.name) &&
    account.graduationYear !== null
  );
}

export function alumniSearchKeysOf(source: SearchKeySource): SearchKey[] {
  if (!source.name) return [];
  const keys = new Map<string, SearchKey>();
  const add = (kind: SearchKeyKind, text: string, maxLength: number) => {
    for (const key of suffixesOf(text, maxLength)) keys.set(`${kind}\u0000${key}`, { kind, key });
  };
  const name = searchTextOf(source.name);
  add('name', name, ALUMNI_NAME_QUERY_MAX_LENGTH);
  add('initials', initialConsonantsOf(name), ALUMNI_NAME_QUERY_MAX_LENGTH);
  if (source.sharesCompany) {
    for (const field of [source.company, source.jobTitle]) {
      if (field) add('work', searchTextOf(field), ALUMNI_WORK_QUERY_MAX_LENGTH);
    }
  }
  return [...keys.values()];
}

/** The key a name query looks for: initials when it is made only of them, else the name. */
export function nameQueryKeyOf(query: string): SearchKey | null {
  const text = searchTextOf(query);
  if (!text) return null;
  return {
    kind: isInitialConsonantQuery(text) ? 'initials' : 'name',
    key: cut(text, ALUMNI_NAME_QUERY_MAX_LENGTH),
  };
}

/** The key a company or job-title query looks for. */
export function workQueryKeyOf(query: string): SearchKey | null {
  const text = searchTextOf(query);
  return text ? { kind: 'work', key: cut(text, ALUMNI_WORK_QUERY_MAX_LENGTH) } : null;
}

/**
 * The least text greater than every text that starts with `prefix`: its last character moved
 * one code point on ("민" → "믻"; a surrogate code point is skipped). Compared as code points,
 * as SQLite's BINARY and PostgreSQL's "C" collation do on UTF-8.
 */
export function prefixUpperBound(prefix: string): string {
  const characters = [...prefix];
  const last = characters.pop();
  if (last === undefined) throw new RangeError('An empty prefix has no upper bound');
  const code = (last.codePointAt(0) ?? 0) + 1;
  if (code > 0x10ffff) return prefixUpperBound(characters.join(''));
  const next = code >= 0xd800 && code <= 0xdfff ? 0xe000 : code;
  return `${characters.join('')}${String.fromCodePoint(next)}`;
}

/** Every suffix that starts with a non-space character, each cut to `maxLength` characters. */
function suffixesOf(text: string, maxLength: number): string[] {
  const characters = [...text];
  const suffixes: string[] = [];
  for (let start = 0; start < characters.length; start += 1) {
    if (characters[start] === ' ') continue;
    suffixes.push(characters.slice(start, start + maxLength).join(''));
  }
  return suffixes;
}

function cut(text: string, maxLength: number): string {
  return [...text].slice(0, maxLength).join('');
}
