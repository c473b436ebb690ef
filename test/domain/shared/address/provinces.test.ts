import { describe, expect, it } from 'vitest';
import { cityCodeOf } from '../../../../src/domain/shared/address/address';
import {
  handTypedAddress,
  provinceByCode,
  PROVINCES,
} from '../../../../src/domain/shared/address/provinces';

describe('the 17 시·도 for hand-typed addresses', () => {
  it('lists the 17 시·도 once each, in the usual order', () => {
    expect(PROVINCES).toHaveLength(17);
    expect(new Set(PROVINCES.map(({ code }) => code)).size).toBe(17);
    expect(PROVINCES.map(({ name }) => name)).toEqual([
      '서울특별시',
      '부산광역시',
      '대구광역시',
      '인천광역시',
      '광주광역시',
      '대전광역시',
      '울산광역시',
      '세종특별자치시',
      '경기도',
      '강원특별자치도',
      '충청북도',
      '충청남도',
      '전북특별자치도',
      '전라남도',
      '경상북도',
      '경상남도',
      '제주특별자치도',
    ]);
  });

  it('gives each the 10-digit code of the domain rule (first two digits of its districts, eight zeros)', () => {
    const codes = Object.fromEntries(PROVINCES.map(({ name, code }) => [name, code]));
    expect(codes).toEqual({
      서울특별시: '1100000000',
      부산광역시: '2600000000',
      대구광역시: '2700000000',
      인천광역시: '2800000000',
      광주광역시: '2900000000',
      대전광역시: '3000000000',
      울산광역시: '3100000000',
      세종특별자치시: '3600000000',
      경기도: '4100000000',
      강원특별자치도: '5100000000',
      충청북도: '4300000000',
      충청남도: '4400000000',
      전북특별자치도: '5200000000',
      전라남도: '4600000000',
      경상북도: '4700000000',
      경상남도: '4800000000',
      제주특별자치도: '5000000000',
    });
    // A searched address of the same 시·도 gets the same code: 세종 36110, 제주시 50110, 분당구 41135.
    expect(provinceByCode(cityCodeOf('36110'))?.name).toBe('세종특별자치시');
    expect(provinceByCode(cityCodeOf('50110'))?.name).toBe('제주특별자치도');
    expect(provinceByCode(cityCodeOf('41135'))?.name).toBe('경기도');
    expect(provinceByCode('4200000000')).toBeUndefined();
  });

  it('names each 시·도 as the postal provider does in `sido`', () => {
    expect(provinceByCode('1100000000')?.sido).toBe('서울');
    expect(provinceByCode('4100000000')?.sido).toBe('경기');
    expect(provinceByCode('3600000000')?.sido).toBe('세종특별자치시');
    expect(provinceByCode('5000000000')?.sido).toBe('제주특별자치도');
  });

  it('makes a hand-typed address with the 시·도 code and name, and no 시·군·구', () => {
    expect(
      handTypedAddress({
        zonecode: '35242',
        addr: '대전 서구 둔산로 100',
        daddr: '3층',
        city: '3000000000',
      }),
    ).toEqual({
      zonecode: '35242',
      addr: '대전 서구 둔산로 100',
      daddr: '3층',
      city: '3000000000',
      sgg: '',
      sido: '대전',
      sigungu: '',
    });
  });

  it('keeps the texts exactly as typed (no trimming while the member types)', () => {
    const typed = handTypedAddress({ zonecode: '3524', addr: '대전 ', daddr: '3', city: '' });
    expect(typed).toMatchObject({
      zonecode: '3524',
      addr: '대전 ',
      daddr: '3',
      city: '',
      sido: '',
    });
  });
});
