import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AddressMappingError,
  mapPostcodeResult,
  type PostcodeResult,
} from '../../../../src/domain/shared/address/postcode-result-mapper';

/** 서울 강남구 도곡동, an apartment complex picked by its road address. */
const dogokApartment: PostcodeResult = {
  zonecode: '06270',
  roadAddress: '서울 강남구 도곡로 21',
  autoRoadAddress: '',
  jibunAddress: '서울 강남구 도곡동 467',
  userSelectedType: 'R',
  bname: '도곡동',
  buildingName: '도곡렉슬',
  apartment: 'Y',
  sido: '서울',
  sigungu: '강남구',
  sigunguCode: '11680',
  bcode: '1168011800',
};

/** 서울 강남구 역삼동, an office building: its name must not be part of the address. */
const gangnamOffice: PostcodeResult = {
  zonecode: '06236',
  roadAddress: '서울 강남구 테헤란로 152',
  autoRoadAddress: '',
  jibunAddress: '서울 강남구 역삼동 737',
  userSelectedType: 'R',
  bname: '역삼동',
  buildingName: '강남파이낸스센터',
  apartment: 'N',
  sido: '서울',
  sigungu: '강남구',
  sigunguCode: '11680',
  bcode: '1168010100',
};

/** 부산 해운대구 우동. */
const haeundae: PostcodeResult = {
  zonecode: '48060',
  roadAddress: '부산 해운대구 해운대해변로 264',
  autoRoadAddress: '',
  jibunAddress: '부산 해운대구 우동 1411',
  userSelectedType: 'R',
  bname: '우동',
  buildingName: '',
  apartment: 'N',
  sido: '부산',
  sigungu: '해운대구',
  sigunguCode: '26350',
  bcode: '2635010500',
};

/** 세종특별자치시 has no 시·군·구: the provider sends an empty sigungu. */
const sejongCityHall: PostcodeResult = {
  zonecode: '30151',
  roadAddress: '세종특별자치시 한누리대로 2130',
  autoRoadAddress: '',
  jibunAddress: '세종특별자치시 보람동 630',
  userSelectedType: 'R',
  bname: '보람동',
  buildingName: '세종특별자치시청',
  apartment: 'N',
  sido: '세종특별자치시',
  sigungu: '',
  sigunguCode: '36110',
  bcode: '3611011000',
};

/** A lot-number address picked by the member: no road address of its own, a guessed one. */
const lotNumberPick: PostcodeResult = {
  zonecode: '13529',
  roadAddress: '',
  autoRoadAddress: '경기 성남시 분당구 판교역로 235',
  jibunAddress: '경기 성남시 분당구 삼평동 681',
  userSelectedType: 'J',
  bname: '삼평동',
  buildingName: '',
  apartment: 'N',
  sido: '경기',
  sigungu: '성남시 분당구',
  sigunguCode: '41135',
  bcode: '4113510900',
};

const HANGUL = /[가-힣]/u;

function mappingErrorOf(result: PostcodeResult): AddressMappingError {
  try {
    mapPostcodeResult(result);
  } catch (error) {
    if (error instanceof AddressMappingError) return error;
    throw error;
  }
  throw new Error('expected an AddressMappingError');
}

describe('mapPostcodeResult', () => {
  it('maps a full result to the stored address', () => {
    expect(mapPostcodeResult(dogokApartment)).toEqual({
      zonecode: '06270',
      addr: '서울 강남구 도곡로 21 (도곡렉슬)',
      daddr: '',
      city: '1100000000',
      sgg: '1168000000',
      sido: '서울',
      sigungu: '강남구',
    });
  });

  it('puts the building name in parentheses only for apartments', () => {
    expect(mapPostcodeResult(dogokApartment).addr).toBe('서울 강남구 도곡로 21 (도곡렉슬)');
    expect(mapPostcodeResult(gangnamOffice).addr).toBe('서울 강남구 테헤란로 152');
    expect(mapPostcodeResult({ ...gangnamOffice, apartment: undefined }).addr).toBe(
      '서울 강남구 테헤란로 152',
    );
    expect(mapPostcodeResult({ ...dogokApartment, apartment: 'y' }).addr).toBe(
      '서울 강남구 도곡로 21',
    );
  });

  it('writes no empty parentheses for an apartment without a building name', () => {
    expect(mapPostcodeResult({ ...dogokApartment, buildingName: '' }).addr).toBe(
      '서울 강남구 도곡로 21',
    );
    expect(mapPostcodeResult({ ...dogokApartment, buildingName: '  ' }).addr).toBe(
      '서울 강남구 도곡로 21',
    );
  });

  it('leaves the detail address empty for the member to type', () => {
    expect(mapPostcodeResult(dogokApartment).daddr).toBe('');
    expect(mapPostcodeResult(haeundae).daddr).toBe('');
  });

  it('derives city and sgg codes from the 시·군·구 code (11680 → 1100000000, 1168000000)', () => {
    const address = mapPostcodeResult(gangnamOffice);
    expect(address.city).toBe('1100000000');
    expect(address.sgg).toBe('1168000000');
  });

  it('maps 부산 해운대구 to 2600000000 and 2635000000', () => {
    expect(mapPostcodeResult(haeundae)).toEqual({
      zonecode: '48060',
      addr: '부산 해운대구 해운대해변로 264',
      daddr: '',
      city: '2600000000',
      sgg: '2635000000',
      sido: '부산',
      sigungu: '해운대구',
    });
  });

  it('maps 세종, which has no 시·군·구 name, with code 36110 and an empty sigungu', () => {
    expect(mapPostcodeResult(sejongCityHall)).toEqual({
      zonecode: '30151',
      addr: '세종특별자치시 한누리대로 2130',
      daddr: '',
      city: '3600000000',
      sgg: '3611000000',
      sido: '세종특별자치시',
      sigungu: '',
    });
  });

  it('falls back to the guessed road address when the road address is empty', () => {
    const address = mapPostcodeResult(lotNumberPick);
    expect(address.addr).toBe('경기 성남시 분당구 판교역로 235');
    expect(address.sgg).toBe('4113500000');
    expect(mapPostcodeResult({ ...lotNumberPick, roadAddress: undefined }).addr).toBe(
      '경기 성남시 분당구 판교역로 235',
    );
  });

  it('prefers the road address over the guessed one when both are given', () => {
    const address = mapPostcodeResult({
      ...haeundae,
      autoRoadAddress: '부산 해운대구 다른로 1',
    });
    expect(address.addr).toBe('부산 해운대구 해운대해변로 264');
  });

  it('falls back to the first five digits of bcode when the 시·군·구 code is absent', () => {
    const withoutCode = mapPostcodeResult({ ...haeundae, sigunguCode: undefined });
    expect(withoutCode.city).toBe('2600000000');
    expect(withoutCode.sgg).toBe('2635000000');
    const emptyCode = mapPostcodeResult({ ...sejongCityHall, sigunguCode: '' });
    expect(emptyCode.city).toBe('3600000000');
    expect(emptyCode.sgg).toBe('3611000000');
  });

  it('trims surrounding spaces from the provider data', () => {
    const address = mapPostcodeResult({
      ...haeundae,
      zonecode: ' 48060 ',
      roadAddress: ' 부산 해운대구 해운대해변로 264 ',
      sigunguCode: ' 26350',
      sido: '부산 ',
    });
    expect(address.zonecode).toBe('48060');
    expect(address.addr).toBe('부산 해운대구 해운대해변로 264');
    expect(address.sgg).toBe('2635000000');
    expect(address.sido).toBe('부산');
  });

  it('rejects a missing or malformed postal code with a Korean AddressMappingError', () => {
    for (const zonecode of [undefined, '', '   ', '6270', '062700', '06-27', 'abcde', '135-080']) {
      const error = mappingErrorOf({ ...dogokApartment, zonecode });
      expect(error.name).toBe('AddressMappingError');
      expect(error.message).toMatch(HANGUL);
      expect(error.message).toContain('우편번호');
    }
  });

  it('rejects a result without any road address with a Korean AddressMappingError', () => {
    const error = mappingErrorOf({ ...lotNumberPick, roadAddress: '', autoRoadAddress: '' });
    expect(error.message).toMatch(HANGUL);
    expect(error.message).toContain('도로명주소');
    expect(() =>
      mapPostcodeResult({ ...lotNumberPick, roadAddress: undefined, autoRoadAddress: ' ' }),
    ).toThrow(AddressMappingError);
  });

  it('rejects a result without a usable district code instead of writing "undefined000"', () => {
    const cases: PostcodeResult[] = [
      { ...haeundae, sigunguCode: undefined, bcode: undefined },
      { ...haeundae, sigunguCode: '', bcode: '' },
      { ...haeundae, sigunguCode: undefined, bcode: '26350' },
      { ...haeundae, sigunguCode: undefined, bcode: '263501050x' },
      { ...haeundae, sigunguCode: '2635' },
      { ...haeundae, sigunguCode: '263500' },
      { ...haeundae, sigunguCode: 'abcde' },
    ];
    for (const result of cases) {
      const error = mappingErrorOf(result);
      expect(error.message).toMatch(HANGUL);
      expect(error.message).not.toContain('undefined');
    }
  });

  it('property: either a 10-digit city and sgg of the same 시·도, or an AddressMappingError', () => {
    const maybe = (arbitrary: fc.Arbitrary<string>) => fc.option(arbitrary, { nil: undefined });
    const digits = (length: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
    const field = (valid: fc.Arbitrary<string>) => maybe(fc.oneof(valid, fc.string()));
    fc.assert(
      fc.property(
        fc.record({
          zonecode: field(digits(5)),
          roadAddress: field(fc.constantFrom('서울 강남구 도곡로 21', '')),
          autoRoadAddress: field(fc.constantFrom('부산 해운대구 해운대해변로 264', '')),
          buildingName: field(fc.constant('도곡렉슬')),
          apartment: field(fc.constantFrom('Y', 'N')),
          sido: field(fc.constant('서울')),
          sigungu: field(fc.constant('강남구')),
          sigunguCode: field(digits(5)),
          bcode: field(digits(10)),
        }),
        (result) => {
          let address: ReturnType<typeof mapPostcodeResult>;
          try {
            address = mapPostcodeResult(result);
          } catch (error) {
            expect(error).toBeInstanceOf(AddressMappingError);
            expect((error as Error).message).toMatch(HANGUL);
            expect((error as Error).message).not.toContain('undefined');
            return;
          }
          expect(address.zonecode).toMatch(/^\d{5}$/u);
          expect(address.city).toMatch(/^\d{2}0{8}$/u);
          expect(address.sgg).toMatch(/^\d{5}0{5}$/u);
          expect(address.sgg.slice(0, 2)).toBe(address.city.slice(0, 2));
          expect(address.addr.length).toBeGreaterThan(0);
          expect(address.addr).not.toContain('undefined');
          expect(address.daddr).toBe('');
        },
      ),
    );
  });
});
