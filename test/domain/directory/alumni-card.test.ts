import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alumniCardOf,
  classLineOf,
  type DirectoryEntry,
} from '../../../src/domain/directory/alumni-card';
import {
  type DirectoryPrivacy,
  PRIVATE_BY_DEFAULT,
} from '../../../src/domain/shared/member/directory-privacy';
import type { AccountStatus } from '../../../src/domain/shared/member/member-profile';

const SHARE_ALL: DirectoryPrivacy = { phone: true, email: true, company: true, region: true };

const kimMinsu: DirectoryEntry = {
  userId: 'minsu98',
  name: '김민수',
  graduationYear: 1998,
  classNumber: 45,
  mobile: '010-1234-5678',
  email: 'minsu@example.com',
  company: '한빛전자',
  jobTitle: '책임연구원',
  region: '서울 강남구',
  privacy: SHARE_ALL,
  status: 'approved',
};

describe('alumniCardOf', () => {
  it('lists approved members', () => {
    expect(alumniCardOf(kimMinsu)).toEqual({
      name: '김민수',
      graduationYear: 1998,
      classNumber: 45,
      phone: '010-1234-5678',
      email: 'minsu@example.com',
      company: '한빛전자',
      jobTitle: '책임연구원',
      region: '서울 강남구',
    });
  });

  it('does not list pending, rejected or withdrawn members', () => {
    for (const status of ['pending', 'rejected', 'withdrawn'] as const) {
      expect(alumniCardOf({ ...kimMinsu, status })).toBeNull();
    }
  });

  it('always shows name and class, and nothing else when nothing is shared', () => {
    expect(alumniCardOf({ ...kimMinsu, privacy: PRIVATE_BY_DEFAULT })).toEqual({
      name: '김민수',
      graduationYear: 1998,
      classNumber: 45,
    });
  });

  it('shows the phone only when shared', () => {
    const card = alumniCardOf({ ...kimMinsu, privacy: { ...PRIVATE_BY_DEFAULT, phone: true } });
    expect(card).toEqual({
      name: '김민수',
      graduationYear: 1998,
      classNumber: 45,
      phone: '010-1234-5678',
    });
    expect(
      alumniCardOf({ ...kimMinsu, privacy: { ...SHARE_ALL, phone: false } }),
    ).not.toHaveProperty('phone');
  });

  it('shows the email only when shared', () => {
    const card = alumniCardOf({ ...kimMinsu, privacy: { ...PRIVATE_BY_DEFAULT, email: true } });
    expect(card).toEqual({
      name: '김민수',
      graduationYear: 1998,
      classNumber: 45,
      email: 'minsu@example.com',
    });
    expect(
      alumniCardOf({ ...kimMinsu, privacy: { ...SHARE_ALL, email: false } }),
    ).not.toHaveProperty('email');
  });

  it('shows company and job title together, only when the company is shared', () => {
    const card = alumniCardOf({ ...kimMinsu, privacy: { ...PRIVATE_BY_DEFAULT, company: true } });
    expect(card).toEqual({
      name: '김민수',
      graduationYear: 1998,
      classNumber: 45,
      company: '한빛전자',
      jobTitle: '책임연구원',
    });
    const hidden = alumniCardOf({ ...kimMinsu, privacy: { ...SHARE_ALL, company: false } });
    expect(hidden).not.toHaveProperty('company');
    expect(hidden).not.toHaveProperty('jobTitle');
  });

  it('shows the region only when shared', () => {
    const card = alumniCardOf({ ...kimMinsu, privacy: { ...PRIVATE_BY_DEFAULT, region: true } });
    expect(card).toEqual({
      name: '김민수',
      graduationYear: 1998,
      classNumber: 45,
      region: '서울 강남구',
    });
    expect(
      alumniCardOf({ ...kimMinsu, privacy: { ...SHARE_ALL, region: false } }),
    ).not.toHaveProperty('region');
  });

  it('leaves out shared fields the member has not filled in', () => {
    const card = alumniCardOf({ ...kimMinsu, company: null, jobTitle: null, region: null });
    expect(card).not.toHaveProperty('company');
    expect(card).not.toHaveProperty('jobTitle');
    expect(card).not.toHaveProperty('region');
    expect(card).toHaveProperty('phone', '010-1234-5678');
  });

  it('never shows the user id', () => {
    expect(alumniCardOf(kimMinsu)).not.toHaveProperty('userId');
    expect(JSON.stringify(alumniCardOf(kimMinsu))).not.toContain('minsu98');
  });

  it('property: a field never appears when its privacy flag is false', () => {
    const optionalText = fc.option(fc.string({ minLength: 1 }), { nil: null });
    const entry: fc.Arbitrary<DirectoryEntry> = fc.record({
      userId: fc.string({ minLength: 1 }),
      name: fc.string({ minLength: 1 }),
      graduationYear: fc.integer({ min: 1950, max: 2030 }),
      classNumber: fc.integer({ min: 1, max: 120 }),
      mobile: fc.string({ minLength: 1 }),
      email: fc.string({ minLength: 1 }),
      company: optionalText,
      jobTitle: optionalText,
      region: optionalText,
      privacy: fc.record({
        phone: fc.boolean(),
        email: fc.boolean(),
        company: fc.boolean(),
        region: fc.boolean(),
      }),
      status: fc.constantFrom<AccountStatus>('pending', 'approved', 'rejected', 'withdrawn'),
    });
    fc.assert(
      fc.property(entry, (member) => {
        const card = alumniCardOf(member);
        if (member.status !== 'approved') {
          expect(card).toBeNull();
          return;
        }
        expect(card).toMatchObject({
          name: member.name,
          graduationYear: member.graduationYear,
          classNumber: member.classNumber,
        });
        const { privacy } = member;
        if (!privacy.phone) expect(card).not.toHaveProperty('phone');
        if (!privacy.email) expect(card).not.toHaveProperty('email');
        if (!privacy.company) {
          expect(card).not.toHaveProperty('company');
          expect(card).not.toHaveProperty('jobTitle');
        }
        if (!privacy.region) expect(card).not.toHaveProperty('region');
        if (privacy.phone) expect(card).toHaveProperty('phone', member.mobile);
        if (privacy.email) expect(card).toHaveProperty('email', member.email);
        const allowed = [
          'name',
          'graduationYear',
          'classNumber',
          'phone',
          'email',
          'company',
          'jobTitle',
          'region',
        ];
        for (const key of Object.keys(card ?? {})) expect(allowed).toContain(key);
      }),
    );
  });
});

describe('classLineOf: how a member’s class reads to other alumni', () => {
  it('gives the class number (회) and the graduation year', () => {
    expect(classLineOf({ classNumber: 45, graduationYear: 1999 })).toBe('45회 · 1999년 졸업');
  });
});
