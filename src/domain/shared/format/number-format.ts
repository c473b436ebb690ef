/**
 * Number display in the format `0,0`: rounded to a whole number (halves away from zero) with a
 * comma every three digits. 1234567.8 → "1,234,568", -1234 → "-1,234", -0.2 → "0".
 * Not for money (see korean-amount) nor file sizes (see file-size).
 * NaN and ±Infinity throw a RangeError: they are bugs upstream, not numbers to show.
 */

const wholeNumber = new Intl.NumberFormat('ko-KR', {
  maximumFractionDigits: 0,
  roundingMode: 'halfExpand',
  signDisplay: 'negative',
  useGrouping: 'always',
});

export function formatNumber(value: number | bigint): string {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Cannot format ${value} as a number`);
  }
  return wholeNumber.format(value);
}
