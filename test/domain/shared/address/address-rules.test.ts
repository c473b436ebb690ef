import { describe, expect, it } from 'vitest';
import {
  addressCodesAgree,
  addressProblem,
  DETAIL_ADDRESS_MAX_LENGTH,
} from '../../../../src/domain/shared/address/address-rules';

describe('address rules', () => {
  const searched = {
    zonecode: '04524',
    addr: '서울 중구 세종대로 110',
    daddr: '',
    city: '1100000000',
    sgg: '1114000000',
    sido: '서울',
    sigungu: '중구',
  };
  const typed = { ...searched, sgg: '', sigungu: '' };

  it('accepts no address unless one is required', () => {
    expect(addressProblem(null, false)).toBeNull();
    expect(addressProblem(null, true)).toEqual({
      part: 'search',
      message: '주소를 입력해 주세요.',
    });
  });

  it('accepts a searched address and a hand-typed one with a known 시·도', () => {
    expect(addressProblem(searched, true)).toBeNull();
    expect(addressProblem(typed, true)).toBeNull();
    expect(addressProblem({ ...searched, city: '3600000000', sgg: '3611000000' }, true)).toBeNull();
  });

  it('names the first part to mend, in the order the field shows them', () => {
    expect(addressProblem({ ...typed, zonecode: '', addr: '' }, true)).toEqual({
      part: 'zonecode',
      message: '우편번호를 입력해 주세요.',
    });
    expect(addressProblem({ ...typed, zonecode: '0452' }, true)?.message).toBe(
      '우편번호는 숫자 5자리입니다.',
    );
    expect(addressProblem({ ...typed, city: '' }, true)).toEqual({
      part: 'city',
      message: '시·도를 선택해 주세요.',
    });
    expect(addressProblem({ ...typed, addr: '  ' }, true)?.part).toBe('addr');
    expect(addressProblem({ ...typed, addr: '가'.repeat(201) }, true)?.part).toBe('addr');
    expect(
      addressProblem({ ...typed, daddr: '가'.repeat(DETAIL_ADDRESS_MAX_LENGTH + 1) }, true),
    ).toEqual({ part: 'daddr', message: '상세주소는 100자 이내로 입력해 주세요.' });
    expect(
      addressProblem({ ...typed, daddr: '가'.repeat(DETAIL_ADDRESS_MAX_LENGTH) }, true),
    ).toBeNull();
  });

  it('asks for a new search when the codes of a searched address disagree', () => {
    expect(addressProblem({ ...searched, city: '2600000000' }, true)).toEqual({
      part: 'search',
      message: '주소를 다시 검색해 주세요.',
    });
    expect(addressCodesAgree({ city: '1100000000', sgg: '123' })).toBe(false);
    expect(addressCodesAgree({ city: '1100000000', sgg: '1168012345' })).toBe(false);
    expect(addressCodesAgree({ city: '1100000000', sgg: '1168000000' })).toBe(true);
    expect(addressCodesAgree({ city: '4200000000', sgg: '' })).toBe(false);
    expect(addressCodesAgree({ city: '5100000000', sgg: '' })).toBe(true);
  });

  it('takes a searched address only in a known 시·도, renumbered ones included', () => {
    expect(addressCodesAgree({ city: '9900000000', sgg: '9911000000' })).toBe(false);
    expect(addressCodesAgree({ city: '1200000000', sgg: '1211000000' })).toBe(false);
    expect(addressCodesAgree({ city: '0000000000', sgg: '0000000000' })).toBe(false);
    expect(addressProblem({ ...searched, city: '9900000000', sgg: '9911000000' }, true)).toEqual({
      part: 'search',
      message: '주소를 다시 검색해 주세요.',
    });
    // Older addresses of 강원도 (42) and 전라북도 (45) are sent back as they were stored.
    expect(addressCodesAgree({ city: '4200000000', sgg: '4215000000' })).toBe(true);
    expect(addressCodesAgree({ city: '4500000000', sgg: '4511100000' })).toBe(true);
    // A district the table does not know yet is taken (it is shown under its 시·도 alone).
    expect(addressCodesAgree({ city: '1100000000', sgg: '1199900000' })).toBe(true);
  });

  it('refuses characters free text may not hold in the road and detail address', () => {
    expect(addressProblem({ ...searched, addr: '서울 중구\u202E 세종대로 110' }, true)).toEqual({
      part: 'addr',
      message: '도로명주소에 쓸 수 없는 문자가 들어 있습니다.',
    });
    expect(addressProblem({ ...typed, daddr: '3층\u0000' }, true)).toEqual({
      part: 'daddr',
      message: '상세주소에 쓸 수 없는 문자가 들어 있습니다.',
    });
    expect(addressProblem({ ...typed, daddr: '3층\uD800' }, true)?.part).toBe('daddr');
  });
});
