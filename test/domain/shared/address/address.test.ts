import { describe, expect, it } from 'vitest';
import {
  cityCodeOf,
  LEGAL_DISTRICT_CODE_LENGTH,
  sggCodeOf,
} from '../../../../src/domain/shared/address/address';

describe('legal-district codes', () => {
  it('makes the 시·도 code from the first two digits of the 시·군·구 code and eight zeros', () => {
    expect(cityCodeOf('11680')).toBe('1100000000');
    expect(cityCodeOf('26350')).toBe('2600000000');
    expect(cityCodeOf('36110')).toBe('3600000000');
  });

  it('makes the 시·군·구 code from the 시·군·구 code and five zeros', () => {
    expect(sggCodeOf('11680')).toBe('1168000000');
    expect(sggCodeOf('26350')).toBe('2635000000');
    expect(sggCodeOf('36110')).toBe('3611000000');
  });

  it('makes codes of ten digits', () => {
    expect(LEGAL_DISTRICT_CODE_LENGTH).toBe(10);
    expect(cityCodeOf('41135')).toHaveLength(10);
    expect(sggCodeOf('41135')).toHaveLength(10);
  });
});
