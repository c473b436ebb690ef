import { initialConsonantsOf, searchTextOf } from '../../../../src/domain/shared/text/name-search';

/**
 * The `name_initials` column: the name's initial consonants as the domain's name search reads
 * them (김민수 → ㄱㅁㅅ), so that the office finds any account by 초성 with a LIKE.
 */
export function officeNameInitialsOf(name: string | null): string | null {
  return name ? initialConsonantsOf(searchTextOf(name)) : null;
}
