/**
 * Korean amounts in groups of four digits (만 단위 표기).
 *
 * Style, used everywhere an amount of money is shown:
 * - The amount is split into groups of four digits from the right. Each group that is not zero
 *   is written with a thousands comma inside it and followed by its unit: 만 (10^4), 억 (10^8),
 *   조 (10^12), 경 (10^16). Groups are separated by one space and "원" closes the whole amount:
 *   123456789 → "1억 2,345만 6,789원", 10000 → "1만원", 100000000 → "1억원",
 *   1000000000000 → "1조원", 10001 → "1만 1원", 0 → "0원".
 * - Groups that are zero are left out, so there is never an empty group such as "0만".
 * - Beyond 경 there is no further unit: the 경 group takes every higher digit, still with
 *   thousands commas, e.g. 10^20 → "10,000경원". (해 and above are not in everyday use.)
 * - Negative amounts (refunds, corrections) get a leading hyphen-minus: -12345 → "-1만 2,345원".
 * - Won has no fractional unit: a non-integer `number` is rounded to the nearest won, halves
 *   away from zero (사사오입), so 1234.5 → "1,235원" and -0.4 → "0원".
 * - `NaN`, ±Infinity and `number`s beyond Number.MAX_SAFE_INTEGER (which cannot hold an exact
 *   amount) throw a RangeError; pass a `bigint` for amounts that large.
 *
 * `parseKoreanAmount` reads this style back, exactly and only this style.
 */

const GROUP_SIZE = 10_000n;
/** Units of successive four-digit groups, lowest first; the last one takes all higher digits. */
const UNITS = ['', '만', '억', '조', '경'] as const;
const WON = '원';

export function formatKoreanAmount(amount: number | bigint): string {
  const won = toWholeWon(amount);
  if (won === 0n) return `0${WON}`;

  const negative = won < 0n;
  let rest = negative ? -won : won;
  const groups: string[] = [];
  for (let index = 0; index < UNITS.length && rest > 0n; index += 1) {
    const isHighestUnit = index === UNITS.length - 1;
    const group = isHighestUnit ? rest : rest % GROUP_SIZE;
    rest = isHighestUnit ? 0n : rest / GROUP_SIZE;
    if (group !== 0n) groups.unshift(`${withThousandsCommas(group)}${UNITS[index]}`);
  }
  return `${negative ? '-' : ''}${groups.join(' ')}${WON}`;
}

/**
 * Reads back an amount written by `formatKoreanAmount`. Anything else (missing 원, units out of
 * order, a group of 10,000 or more below 경, misplaced commas) throws a SyntaxError.
 */
export function parseKoreanAmount(text: string): bigint {
  const match = /^(-?)(.+)원$/u.exec(text);
  if (!match) throw new SyntaxError(`금액 형식이 아닙니다: "${text}"`);
  const [, sign, body = ''] = match;
  if (body === '0') {
    if (sign) throw new SyntaxError(`금액 형식이 아닙니다: "${text}"`);
    return 0n;
  }

  let total = 0n;
  let previousUnitIndex: number = UNITS.length;
  for (const token of body.split(' ')) {
    const groupMatch = /^(\d{1,3}(?:,\d{3})*)(만|억|조|경)?$/u.exec(token);
    if (!groupMatch) throw new SyntaxError(`금액 형식이 아닙니다: "${text}"`);
    const [, digits = '', unit = ''] = groupMatch;
    const unitIndex = UNITS.indexOf(unit as (typeof UNITS)[number]);
    const value = BigInt(digits.replaceAll(',', ''));
    const isHighestUnit = unitIndex === UNITS.length - 1;
    const validGroup =
      unitIndex < previousUnitIndex &&
      value > 0n &&
      (isHighestUnit || value < GROUP_SIZE) &&
      digits === withThousandsCommas(value);
    if (!validGroup) throw new SyntaxError(`금액 형식이 아닙니다: "${text}"`);
    total += value * GROUP_SIZE ** BigInt(unitIndex);
    previousUnitIndex = unitIndex;
  }
  return sign ? -total : total;
}

function toWholeWon(amount: number | bigint): bigint {
  if (typeof amount === 'bigint') return amount;
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Amount must be a finite number, got ${amount}`);
  }
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(rounded)) {
    throw new RangeError(`Amount ${amount} is beyond exact number precision; pass a bigint`);
  }
  return BigInt(rounded);
}

function withThousandsCommas(value: bigint): string {
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
}
