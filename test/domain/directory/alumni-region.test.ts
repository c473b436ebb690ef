import { describe, expect, it } from 'vitest';
import { regionNameOf } from '../../../src/domain/directory/alumni-card';
import { alumniRegionsOf, regionOfCodes } from '../../../src/domain/directory/alumni-region';

describe('alumni regions', () => {
  it('groups places into 시·도 and 시·군·구, each once, in code order, named from the codes', () => {
    expect(
      alumniRegionsOf([
        { city: '2600000000', sgg: '2635000000' },
        { city: '1100000000', sgg: '1168000000' },
        { city: '1100000000', sgg: '1111000000' },
        { city: '1100000000', sgg: '1168000000' },
      ]),
    ).toEqual([
      {
        city: '1100000000',
        sido: '서울',
        districts: [
          { sgg: '1111000000', sigungu: '종로구' },
          { sgg: '1168000000', sigungu: '강남구' },
        ],
      },
      { city: '2600000000', sido: '부산', districts: [{ sgg: '2635000000', sigungu: '해운대구' }] },
    ]);
  });

  it('offers the 시·도 of an address typed by hand (no 시·군·구 code) without a district', () => {
    expect(
      alumniRegionsOf([
        { city: '2600000000', sgg: '' },
        { city: '', sgg: '' },
      ]),
    ).toEqual([{ city: '2600000000', sido: '부산', districts: [] }]);
  });

  it('offers a 시·군·구 code it cannot name, or one of another 시·도, as its 시·도 alone', () => {
    expect(
      alumniRegionsOf([
        { city: '1100000000', sgg: '1199900000' },
        { city: '1100000000', sgg: '2635000000' },
        { city: '9900000000', sgg: '9911000000' },
      ]),
    ).toEqual([{ city: '1100000000', sido: '서울', districts: [] }]);
  });

  it('keeps 세종’s one code as a district without a name of its own', () => {
    expect(alumniRegionsOf([{ city: '3600000000', sgg: '3611000000' }])).toEqual([
      {
        city: '3600000000',
        sido: '세종특별자치시',
        districts: [{ sgg: '3611000000', sigungu: '' }],
      },
    ]);
  });

  it('names a region by 시·도 and 시·군·구, or the 시·도 alone (세종)', () => {
    expect(regionNameOf({ sido: '서울', sigungu: '강남구' })).toBe('서울 강남구');
    expect(regionNameOf({ sido: '세종특별자치시', sigungu: '' })).toBe('세종특별자치시');
    expect(regionOfCodes({ city: '4100000000', sgg: '4113500000' })).toBe('경기 성남시 분당구');
    expect(regionOfCodes({ city: '3600000000', sgg: '3611000000' })).toBe('세종특별자치시');
    expect(regionOfCodes({ city: '1100000000', sgg: '1199900000' })).toBe('서울');
    expect(regionOfCodes({ city: '9900000000', sgg: '' })).toBeNull();
  });
});
