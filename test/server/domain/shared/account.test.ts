import { describe, expect, it } from 'vitest';
import { withdrawnAccount } from '../../../../server/domain/shared/account';
import { anAccountRecord } from '../../../support/members';
import { PRIVACY } from '../../../support/privacy';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('account rules', () => {
  it('keeps only the id and dates of a withdrawn account: no person, no password', () => {
    // Something in every field, so that the withdrawal has something to drop.
    const member = anAccountRecord({ profileImageMstId: 'group1', privacy: PRIVACY.all });
    const withdrawn = withdrawnAccount(member, NOW);
    expect(withdrawn).toMatchObject({
      userId: 'hong123',
      status: 'withdrawn',
      passwordHash: '!',
      name: null,
      birthDate: null,
      email: null,
      mobile: null,
      graduationYear: null,
      classNumber: null,
      course: null,
      company: null,
      jobTitle: null,
      address: null,
      profileImageMstId: null,
      privacy: PRIVACY.none,
      withdrawnAt: '2026-11-22T10:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });
});
