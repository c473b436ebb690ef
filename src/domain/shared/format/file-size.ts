/**
 * File sizes for people: base 1024, units Bytes, KB, MB, GB, TB, PB, EB, ZB, YB.
 *
 * - The largest unit whose value is at least 1 is chosen: 1023 → "1,023 Bytes",
 *   1024 → "1 KB", 1536 → "1.5 KB", 1024^8 → "1 YB".
 * - `decimals` (default 2, an integer from 0 to 10) limits the fraction digits; trailing zeros
 *   are dropped ("1.5 KB", not "1.50 KB"). A value that rounds up to 1024 moves to the next
 *   unit, so 1048575 bytes is "1 MB", never "1,024 KB".
 * - YB is the largest unit: larger sizes stay in YB ("1,024 YB").
 * - The integer part carries thousands commas, as every number on the site (format 0,0).
 * - The unit name is the same for every count ("0 Bytes", "1 Bytes"): Korean has no plural.
 * - Negative sizes, NaN and ±Infinity throw a RangeError: a size that is not a count of bytes is
 *   a bug upstream, not something to print.
 */

export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
const BASE = 1024;
const MAX_DECIMALS = 10;

export interface FileSizeOptions {
  /** Fraction digits to keep, 0–10; default 2. */
  readonly decimals?: number;
}

export function formatFileSize(bytes: number, options: FileSizeOptions = {}): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`File size must be a finite number of bytes ≥ 0, got ${bytes}`);
  }
  const decimals = options.decimals ?? 2;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }

  const lastUnit = FILE_SIZE_UNITS.length - 1;
  let unitIndex = bytes < BASE ? 0 : Math.min(Math.floor(Math.log2(bytes) / 10), lastUnit);
  let value = round(bytes / BASE ** unitIndex, decimals);
  // log2 can land one unit low or rounding can reach the base: normalise both ways.
  while (value >= BASE && unitIndex < lastUnit) {
    unitIndex += 1;
    value = round(bytes / BASE ** unitIndex, decimals);
  }
  return `${withThousandsCommas(value, decimals)} ${FILE_SIZE_UNITS[unitIndex]}`;
}

function round(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

function withThousandsCommas(value: number, decimals: number): string {
  // toFixed switches to exponent notation from 1e21 on; such values have no fraction anyway.
  const digits = value >= 1e21 ? BigInt(value).toString() : value.toFixed(decimals);
  const [integer = '0', fraction] = digits.split('.');
  const trimmedFraction = fraction?.replace(/0+$/u, '') ?? '';
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
  return trimmedFraction ? `${grouped}.${trimmedFraction}` : grouped;
}
