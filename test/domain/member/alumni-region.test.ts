import { describe, expect, it } from 'vitest';
import { regionNameOf } from '../../../src/domain/member/alumni-card';
import { alumniRegionsOf } from '../../../src/domain/member/alumni-region';

describe('alumni regions', () => {
  it('groups places into 시·도 and 시·군·구, each once, in code order', () => {
    expect(
      alumniRegionsOf([
        { city: '2600000000', sido: '부산', sgg: '2635000000', sigungu: '해운대구' },
        { city: '1100000000', sido: '서울', sgg: '1168000000', sigungu: '강남구' },
        { city: '1100000000', sido: '서울', sgg: '1111000000', sigungu: '종로구' },
        { city: '1100000000', sido: '서울', sgg: '1168000000', sigungu: '강남구' },
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
        { city: '2600000000', sido: '부산', sgg: '', sigungu: '' },
        { city: '', sido: '', sgg: '', sigungu: '' },
      ]),
    ).toEqual([{ city: '2600000000', sido: '부산', districts: [] }]);
  });

  it('names a region by 시·도 and 시·군·구, or the 시·도 alone (세종)', () => {
    expect(regionNameOf({ sido: '서울', sigungu: '강남구' })).toBe('서울 강남구');
    expect(regionNameOf({ sido: '세종특별자치시', sigungu: '' })).toBe('세종특별자치시');
  });
});
