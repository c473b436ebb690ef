import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../../../src/domain/shared/calendar/calendar-date';
import {
  validateClassNumber,
  validateGraduationYear,
} from '../../../../src/domain/shared/validation/graduation';
import type { ValidationResult } from '../../../../src/domain/shared/validation/validation-result';

const TODAY: CalendarDate = { year: 2026, month: 11, day: 22 };

function codeOf(result: ValidationResult<number>): string | null {
  if (result.ok) return null;
  expect(result.message).toMatch(/[가-힣]/u);
  return result.code;
}

describe('graduation year', () => {
  it('accepts four digits up to next year, with or without 년', () => {
    expect(validateGraduationYear('1999', TODAY)).toEqual({ ok: true, value: 1999 });
    expect(validateGraduationYear(' 2027 ', TODAY)).toEqual({ ok: true, value: 2027 });
    expect(validateGraduationYear('1999년', TODAY)).toEqual({ ok: true, value: 1999 });
  });

  it('refuses an empty, malformed or impossible year', () => {
    expect(codeOf(validateGraduationYear('', TODAY))).toBe('graduationYear.required');
    expect(codeOf(validateGraduationYear('99', TODAY))).toBe('graduationYear.format');
    expect(codeOf(validateGraduationYear('199a', TODAY))).toBe('graduationYear.format');
    expect(codeOf(validateGraduationYear('1899', TODAY))).toBe('graduationYear.range');
    expect(codeOf(validateGraduationYear('2028', TODAY))).toBe('graduationYear.range');
  });

  it('refuses a year less than ten years after the birth date, when the birth date is known', () => {
    expect(codeOf(validateGraduationYear('1989', TODAY, '1980-05-17'))).toBe(
      'graduationYear.beforeBirth',
    );
    expect(validateGraduationYear('1990', TODAY, '1980-05-17').ok).toBe(true);
    expect(validateGraduationYear('1989', TODAY, 'not a date').ok).toBe(true);
  });
});

describe('class number', () => {
  it('accepts 1 to 300, also written 제45회 or 45기', () => {
    expect(validateClassNumber('45')).toEqual({ ok: true, value: 45 });
    expect(validateClassNumber('제45회')).toEqual({ ok: true, value: 45 });
    expect(validateClassNumber('45기')).toEqual({ ok: true, value: 45 });
    expect(validateClassNumber('300')).toEqual({ ok: true, value: 300 });
  });

  it('refuses an empty, non-numeric or out-of-range number', () => {
    expect(codeOf(validateClassNumber(''))).toBe('classNumber.required');
    expect(codeOf(validateClassNumber('사십오'))).toBe('classNumber.format');
    expect(codeOf(validateClassNumber('1000'))).toBe('classNumber.format');
    expect(codeOf(validateClassNumber('0'))).toBe('classNumber.range');
    expect(codeOf(validateClassNumber('301'))).toBe('classNumber.range');
  });
});
