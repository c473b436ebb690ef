import { describe, expect, it } from 'vitest';
import { isClaimableBy } from '../../../src/domain/donations';

const member = { name: '김동문', phone: '010-1234-5678', email: 'Kim@Example.com' };

describe('gift claims (issue 31 item 6: a visitor’s gift claimed by the member later)', () => {
  it('matches the same name, mobile digits and e-mail in any case', () => {
    expect(
      isClaimableBy({ name: '김동문', phone: '01012345678', email: 'kim@example.COM' }, member),
    ).toBe(true);
    expect(
      isClaimableBy(
        { name: ' 김동문 ', phone: '+82 10 1234 5678', email: 'kim@example.com' },
        member,
      ),
    ).toBe(true);
  });

  it('refuses a different name, phone or e-mail', () => {
    expect(isClaimableBy({ ...member, name: '김동믄' }, member)).toBe(false);
    expect(isClaimableBy({ ...member, phone: '010-1234-5679' }, member)).toBe(false);
    expect(isClaimableBy({ ...member, email: 'kim@example.org' }, member)).toBe(false);
  });

  it('never matches on a missing phone or e-mail', () => {
    expect(isClaimableBy({ ...member, phone: null }, { ...member, phone: null })).toBe(false);
    expect(isClaimableBy({ ...member, email: null }, { ...member, email: null })).toBe(false);
  });
});
