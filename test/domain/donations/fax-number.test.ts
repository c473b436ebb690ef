import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../shared/validation/expect-result';
import { validateFaxNumber } from '../../../src/domain/donations/fax-number';

describe('fax numbers for receipts (issue 14: landline, 050 and 070 numbers validated)', () => {
  it.each([
    ['02-123-4567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['031 123 4567', '031-123-4567'],
    ['(064) 7123-4567', '064-7123-4567'],
    ['070.1234.5678', '070-1234-5678'],
    ['0505-123-4567', '0505-123-4567'],
    ['050812345678', '0508-1234-5678'],
    ['+82 2-123-4567', '02-123-4567'],
    ['+82 (0)31-234-5678', '031-234-5678'],
  ])('accepts %s as %s', (input, written) => {
    expect(validateFaxNumber(input)).toEqual({ ok: true, value: written });
  });

  it.each([
    ['', 'fax.required'],
    ['   ', 'fax.required'],
    ['010-1234-5678', 'fax.mobile'],
    ['+82 10-1234-5678', 'fax.mobile'],
    ['1588-1234', 'fax.representative'],
    ['02-012-3456', 'fax.format'],
    ['039-123-4567', 'fax.format'],
    ['071-123-4567', 'fax.format'],
    ['0501-123-4567', 'fax.format'],
    ['070-123-4567', 'fax.format'],
    ['02-12-3456', 'fax.format'],
    ['02-12345-67890', 'fax.format'],
    ['팩스 02-123-4567', 'fax.format'],
  ])('refuses %j (%s) with a Korean sentence', (input, code) => {
    expectInvalid(validateFaxNumber(input), code);
  });

  it('accepts every landline it writes, and writes it the same way again', () => {
    const area = fc.constantFrom('02', '031', '042', '051', '064', '070', '0505');
    fc.assert(
      fc.property(
        area,
        fc.integer({ min: 1, max: 9 }),
        fc.stringMatching(/^\d{3}$/u),
        fc.stringMatching(/^\d{4}$/u),
        (prefix, first, rest, last) => {
          const middle = prefix === '070' ? `${first}${rest}` : `${first}${rest.slice(0, 2)}`;
          const result = validateFaxNumber(`${prefix}${middle}${last}`);
          expect(result).toEqual({ ok: true, value: `${prefix}-${middle}-${last}` });
          if (result.ok) expect(validateFaxNumber(result.value)).toEqual(result);
        },
      ),
    );
  });

  it('answers any text without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof validateFaxNumber(text).ok).toBe('boolean');
      }),
    );
  });
});
