// Apart from korean-amount.ts, which the home page loads: only the charts need this one.
/**
 * An amount for a chart's axis, where space is short: the largest unit with at most one decimal
 * (150000000 → "1.5억", 35000000 → "3,500만", 12000 → "1.2만", 800 → "800원", 0 → "0").
 * The exact amount is always beside it, in `formatKoreanAmount`'s style.
 */
export function formatKoreanAmountShort(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const sign = amount < 0 ? '-' : '';
  const size = Math.abs(amount);
  if (size === 0) return '0';
  const inUnit = (unit: number, name: string) => {
    const value = Math.round((size / unit) * 10) / 10;
    return `${sign}${value.toLocaleString('ko-KR', { maximumFractionDigits: 1 })}${name}`;
  };
  if (size >= 1e12) return inUnit(1e12, '조');
  if (size >= 1e8) return inUnit(1e8, '억');
  if (size >= 1e4) return inUnit(1e4, '만');
  return `${sign}${Math.round(size).toLocaleString('ko-KR')}원`;
}
