import { describe, expect, it } from 'vitest';
import {
  type AccountRecord,
  canDecideOn,
  withdrawnAccount,
} from '../../../../server/domain/shared/account';

const NOW = new Date('2026-11-22T10:00:00Z');

function account(overrides: Partial<AccountRecord> = {}): AccountRecord {
  return {
    userId: 'hong123',
    passwordHash: 'scrypt$…',
    role: 'member',
    status: 'approved',
    name: '홍길동',
    birthDate: '1980-05-17',
    email: 'hong@example.com',
    mobile: '010-1234-5678',
    graduationYear: 1999,
    classNumber: 71,
    course: '자연계',
    company: '한빛전자',
    jobTitle: '부장',
    address: {
      zonecode: '06236',
      addr: '서울 강남구 테헤란로 152',
      daddr: '12층',
      city: '1100000000',
      sgg: '1168000000',
      sido: '서울',
      sigungu: '강남구',
    },
    profileImageMstId: 'group1',
    privacy: { phone: true, email: true, company: true, region: true },
    failedSignIns: 0,
    lockedUntil: null,
    statusReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    approvedAt: '2026-01-02T00:00:00.000Z',
    approvedBy: 'admin',
    withdrawnAt: null,
    ...overrides,
  };
}

describe('account rules', () => {
  it('lets administrators decide only on pending accounts', () => {
    expect(canDecideOn('pending')).toBe(true);
    expect(canDecideOn('approved')).toBe(false);
    expect(canDecideOn('rejected')).toBe(false);
    expect(canDecideOn('withdrawn')).toBe(false);
  });

  it('keeps only the id and dates of a withdrawn account: no person, no password', () => {
    const withdrawn = withdrawnAccount(account(), NOW);
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
      privacy: { phone: false, email: false, company: false, region: false },
      withdrawnAt: '2026-11-22T10:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });
});
