import { describe, expect, it } from 'vitest';
import {
  DONATION_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
} from '../../../src/domain/donations/donation';

describe('donation labels', () => {
  it('names every donation kind in Korean', () => {
    expect(DONATION_KIND_LABELS).toEqual({
      scholarship: '장학기금',
      development: '발전기금',
      anniversary: '100주년 기념기금',
      general: '일반기부',
    });
  });

  it('names every payment method in Korean', () => {
    for (const label of Object.values(PAYMENT_METHOD_LABELS)) expect(label).toMatch(/[가-힣]/u);
    expect(Object.keys(PAYMENT_METHOD_LABELS).sort()).toEqual(['card', 'cash', 'cms', 'transfer']);
  });
});
