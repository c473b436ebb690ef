import { drawCharacters, type RandomIndex } from './random-draw';

/**
 * The reference of a payment to the association's own account (issue 31: "the pledge shows the
 * account and a reference; the statement import matches the deposit by that reference"). The
 * donor types it where the bank lets them (보내는 분 or 받는 분 통장 표시, often 7 letters at
 * most), so it is short and hard to mistype:
 *
 * - 6 random characters and 1 check character, 7 in all, from 30 characters that cannot be taken
 *   for one another: the digits 2–9 and the capitals without I, L, O and U (no 0/O, 1/I/L, U/V).
 *   30^6 ≈ 7억 references; storage keeps them unique and draws again on a clash.
 * - The check character is Luhn mod 30: any one mistyped character and most swaps of two
 *   neighbours make the reference invalid, so a typo matches no pledge instead of another one.
 * - Recognised in a statement's memo or depositor text whatever the case, spaces or hyphens
 *   (`k7p 3qx-9`), full-width letters included.
 */
export const TRANSFER_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TRANSFER_REFERENCE_LENGTH = 7;
const RANDOM_LENGTH = TRANSFER_REFERENCE_LENGTH - 1;
const BASE = TRANSFER_REFERENCE_ALPHABET.length;

/** A new reference from the random source the caller passes. */
export function newTransferReference(random: RandomIndex): string {
  const body = drawCharacters(TRANSFER_REFERENCE_ALPHABET, RANDOM_LENGTH, random);
  return body + checkCharacterOf(body);
}

/** Whether a text (as typed: any case, spaces, hyphens) is exactly one valid reference. */
export function isTransferReference(text: string): boolean {
  const compact = normalised(text);
  return compact.length === TRANSFER_REFERENCE_LENGTH && hasValidCheck(compact);
}

/**
 * The valid references inside a statement line's memo or depositor text, in the order they
 * appear: any 7 characters in a row (once spaces and hyphens are dropped) whose check holds.
 * The caller matches them to the references it issued, so a chance hit names no pledge.
 */
export function transferReferencesIn(text: string): string[] {
  const found: string[] = [];
  for (const run of normalised(text).split(/[^A-Z0-9]+/u)) {
    for (let start = 0; start + TRANSFER_REFERENCE_LENGTH <= run.length; start += 1) {
      const candidate = run.slice(start, start + TRANSFER_REFERENCE_LENGTH);
      if (hasValidCheck(candidate) && !found.includes(candidate)) found.push(candidate);
    }
  }
  return found;
}

/** Whether the text names this reference (tolerant as above): one expected deposit. */
export function mentionsTransferReference(text: string, reference: string): boolean {
  return transferReferencesIn(text).includes(normalised(reference));
}

function normalised(text: string): string {
  return text.normalize('NFKC').toUpperCase().replace(/[\s-]/gu, '');
}

function codeOf(character: string): number {
  return TRANSFER_REFERENCE_ALPHABET.indexOf(character);
}

/** Luhn mod N's fold: doubled, then its two "digits" in base N added. */
function folded(code: number, double: boolean): number {
  const value = double ? code * 2 : code;
  return Math.floor(value / BASE) + (value % BASE);
}

function checkCharacterOf(body: string): string {
  let sum = 0;
  // From the right, the character next to the check one is doubled.
  [...body].reverse().forEach((character, index) => {
    sum += folded(codeOf(character), index % 2 === 0);
  });
  return TRANSFER_REFERENCE_ALPHABET.charAt((BASE - (sum % BASE)) % BASE);
}

function hasValidCheck(compact: string): boolean {
  const characters = [...compact];
  if (characters.some((character) => codeOf(character) < 0)) return false;
  let sum = 0;
  characters.reverse().forEach((character, index) => {
    sum += folded(codeOf(character), index % 2 === 1);
  });
  return sum % BASE === 0;
}
