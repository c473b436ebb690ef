import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/shared/errors/api-error';
import {
  isAuthCodeRefusal,
  isRefusal,
  REFUSAL_CODES,
} from '../../../../src/application/shared/errors/refusal-codes';
import { API_ERRORS } from '../../../../src/contract/shared/error-codes';

describe('REFUSAL_CODES', () => {
  it('are the codes of the contract’s error catalogue', () => {
    for (const [kind, code] of Object.entries(REFUSAL_CODES)) {
      expect(API_ERRORS[kind as keyof typeof API_ERRORS].code, kind).toBe(code);
    }
  });
});

describe('isRefusal', () => {
  it('recognises an ApiError by its envelope code', () => {
    const expired = new ApiError('만료', 4003, 400);
    expect(isRefusal(expired, 'invalidResetToken')).toBe(true);
    expect(isRefusal(expired, 'invalidInput', 'invalidAuthCode')).toBe(false);
  });

  it('takes wrong and expired e-mail codes as code refusals, and nothing else', () => {
    expect(isAuthCodeRefusal(new ApiError('틀림', 4001, 400))).toBe(true);
    expect(isAuthCodeRefusal(new ApiError('만료', 4002, 400))).toBe(true);
    expect(isAuthCodeRefusal(new ApiError('입력값', 4000, 400))).toBe(false);
    expect(isAuthCodeRefusal(new ApiError('서버', 5000, 500))).toBe(false);
    expect(isAuthCodeRefusal(Object.assign(new Error('x'), { code: 4001 }))).toBe(false);
    expect(isAuthCodeRefusal('4001')).toBe(false);
  });
});
