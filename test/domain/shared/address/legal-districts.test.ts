import { describe, expect, it } from 'vitest';
import { OFFLINE_ADDRESSES } from '../../../../src/adapters/postal/offline-addresses';
import { type PostalAddress } from '../../../../src/domain/shared/address/address';
import {
  districtNamesOf,
  isKnownCityCode,
  isKnownSggCode,
  KNOWN_SGG_CODES,
  withDistrictNames,
} from '../../../../src/domain/shared/address/legal-districts';
import { mapPostcodeResult } from '../../../../src/domain/shared/address/postcode-result-mapper';
import { PROVINCES } from '../../../../src/domain/shared/address/provinces';

function namesOf(sigunguCode: string) {
  return districtNamesOf({
    city: `${sigunguCode.slice(0, 2)}00000000`,
    sgg: `${sigunguCode}00000`,
  });
}

describe('legal-district names', () => {
  it('names known 시·군·구 codes as Kakao’s postcode service does', () => {
    const known: [string, string, string][] = [
      ['11110', '서울', '종로구'],
      ['11680', '서울', '강남구'],
      ['11740', '서울', '강동구'],
      ['26350', '부산', '해운대구'],
      ['26710', '부산', '기장군'],
      ['27720', '대구', '군위군'],
      ['28177', '인천', '미추홀구'],
      ['28185', '인천', '연수구'],
      ['29200', '광주', '광산구'],
      ['30200', '대전', '유성구'],
      ['31710', '울산', '울주군'],
      ['36110', '세종특별자치시', ''],
      ['41135', '경기', '성남시 분당구'],
      ['41117', '경기', '수원시 영통구'],
      ['41110', '경기', '수원시'],
      ['41192', '경기', '부천시 원미구'],
      ['41830', '경기', '양평군'],
      ['43111', '충북', '청주시 상당구'],
      ['44131', '충남', '천안시 동남구'],
      ['46130', '전남', '여수시'],
      ['47111', '경북', '포항시 남구'],
      ['48125', '경남', '창원시 마산합포구'],
      ['50130', '제주특별자치도', '서귀포시'],
      ['51150', '강원특별자치도', '강릉시'],
      ['51830', '강원특별자치도', '양양군'],
      ['52111', '전북특별자치도', '전주시 완산구'],
      ['52800', '전북특별자치도', '부안군'],
    ];
    for (const [code, sido, sigungu] of known) {
      expect({ code, names: namesOf(code) }).toEqual({ code, names: { sido, sigungu } });
    }
  });

  it('agrees with every real address of the offline search (Kakao’s own sido and sigungu)', () => {
    expect(OFFLINE_ADDRESSES.length).toBeGreaterThan(10);
    for (const record of OFFLINE_ADDRESSES) {
      const address = mapPostcodeResult(record);
      expect(districtNamesOf(address)).toEqual({ sido: record.sido, sigungu: record.sigungu });
    }
  });

  it('reads renumbered codes under today’s names: 강원 42 → 51, 전북 45 → 52, 군위군 47720', () => {
    expect(namesOf('42150')).toEqual({ sido: '강원특별자치도', sigungu: '강릉시' });
    expect(namesOf('42830')).toEqual({ sido: '강원특별자치도', sigungu: '양양군' });
    expect(namesOf('45113')).toEqual({ sido: '전북특별자치도', sigungu: '전주시 덕진구' });
    expect(namesOf('45800')).toEqual({ sido: '전북특별자치도', sigungu: '부안군' });
    // Before 2023 군위군 was 경상북도's: an address of then reads where it was.
    expect(namesOf('47720')).toEqual({ sido: '경북', sigungu: '군위군' });
    expect(isKnownCityCode('4200000000')).toBe(true);
    expect(isKnownCityCode('4500000000')).toBe(true);
  });

  it('knows the 17 시·도 of the SPA’s select and every 시·군·구 in force, each under its 시·도', () => {
    for (const province of PROVINCES) expect(isKnownCityCode(province.code)).toBe(true);
    const prefixes = new Set(PROVINCES.map((province) => province.code.slice(0, 2)));
    for (const sgg of KNOWN_SGG_CODES) {
      expect(prefixes.has(sgg.slice(0, 2))).toBe(true);
      expect(isKnownSggCode(sgg)).toBe(true);
    }
    const perSido = (prefix: string) =>
      KNOWN_SGG_CODES.filter((sgg) => sgg.startsWith(prefix)).length;
    // Counted on the 법정동코드 list: 25 자치구 of 서울, 16 of 부산, 9 of 대구 (군위군 included),
    // 18 시·군 of 강원특별자치도, 2 행정시 of 제주, and 세종's one code.
    expect([perSido('11'), perSido('26'), perSido('27'), perSido('51'), perSido('50')]).toEqual([
      25, 16, 9, 18, 2,
    ]);
    expect(perSido('36')).toBe(1);
    expect(KNOWN_SGG_CODES).toHaveLength(264);
  });

  it('gives the 시·도 alone for a 시·군·구 code it does not know or of another 시·도', () => {
    expect(namesOf('11999')).toEqual({ sido: '서울', sigungu: '' });
    expect(districtNamesOf({ city: '1100000000', sgg: '2635000000' })).toEqual({
      sido: '서울',
      sigungu: '',
    });
    expect(districtNamesOf({ city: '1100000000', sgg: '' })).toEqual({ sido: '서울', sigungu: '' });
    expect(isKnownSggCode('1199900000')).toBe(false);
    expect(isKnownSggCode('11680')).toBe(false);
  });

  it('knows no other 시·도 code', () => {
    for (const city of ['9900000000', '4900000000', '0000000000', '1100000001', '11', '']) {
      expect(isKnownCityCode(city)).toBe(false);
      expect(districtNamesOf({ city, sgg: '' })).toBeNull();
    }
  });

  it('stores an address under the names of its codes, whatever names came with it', () => {
    const sent: PostalAddress = {
      zonecode: '06236',
      addr: '서울 강남구 테헤란로 152',
      daddr: '12층',
      city: '1100000000',
      sgg: '1168000000',
      sido: '서울 (공지: 회비 계좌 변경)',
      sigungu: '강남구 ☎',
    };
    expect(withDistrictNames(sent)).toEqual({ ...sent, sido: '서울', sigungu: '강남구' });
    expect(withDistrictNames({ ...sent, city: '9900000000' })).toMatchObject({
      sido: '',
      sigungu: '',
    });
  });
});
