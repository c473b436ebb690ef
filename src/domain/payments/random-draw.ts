/**
 * The randomness the payments domain needs (order ids, transfer references), handed in by the
 * caller: the domain reads no randomness of its own. The server passes a cryptographic source
 * (`crypto.randomInt`), tests and the fake backend a seeded one.
 */

/** A whole number from 0 up to, not including, `below`, each as likely. */
export type RandomIndex = (below: number) => number;

/** `count` characters drawn from `alphabet`, each as likely. */
export function drawCharacters(alphabet: string, count: number, random: RandomIndex): string {
  let drawn = '';
  for (let index = 0; index < count; index += 1) {
    const picked = random(alphabet.length);
    if (!Number.isInteger(picked) || picked < 0 || picked >= alphabet.length) {
      throw new RangeError(`A random index must be a whole number below ${alphabet.length}`);
    }
    drawn += alphabet.charAt(picked);
  }
  return drawn;
}
