/**
 * How ks-x-1001.ts writes KS X 1001's Hanja: a bit per code point of the unified ideographs'
 * block, six bits to a character of this alphabet (first bit highest); the compatibility
 * ideographs, all 268 in one run, are not listed.
 */
export const KS_X_1001_BITS_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
export const KS_X_1001_URO = { first: 0x4e00, last: 0x9fff } as const;
export const KS_X_1001_COMPATIBILITY = { first: 0xf900, last: 0xfa0b } as const;

/** The code points the table's bits name. */
export function hanjaOfBits(bits: string): number[] {
  const points: number[] = [];
  for (const [index, character] of [...bits].entries()) {
    const value = KS_X_1001_BITS_ALPHABET.indexOf(character);
    for (let bit = 0; bit < 6; bit += 1) {
      if (value & (32 >> bit)) points.push(KS_X_1001_URO.first + index * 6 + bit);
    }
  }
  for (
    let point = KS_X_1001_COMPATIBILITY.first;
    point <= KS_X_1001_COMPATIBILITY.last;
    point += 1
  ) {
    points.push(point);
  }
  return points;
}
