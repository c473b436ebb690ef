import { describe, expect, it } from 'vitest';
import { companyDraftRefusal, savedCompanyFieldsOf } from '../../../src/domain/companies/companies';
import {
  myCompanyOf,
  newCompanyListing,
  officeCompanyOf,
  publicCompanyOf,
} from '../../../src/domain/companies/company-views';
import { DEMO_COMPANIES } from '../../../src/domain/companies/demo-companies';
import type { SiteImage } from '../../../src/domain/content/site-images';

const LOGO: SiteImage = { imageId: 'logo-1', width: 320, height: 320, variants: [] };
const FIELDS = {
  name: '한빛정밀',
  category: 'manufacturing',
  summary: '자동차 엔진 부품을 정밀 가공합니다.',
  phone: '031-492-1234',
  website: '',
  address: '경기도 안산시',
  logoImageId: 'logo-1',
} as const;

describe('a company listing as kept and shown (server and fake alike)', () => {
  const listing = {
    id: 'c1',
    ownerId: 'alumni001',
    ...newCompanyListing(FIELDS, '2026-03-02T00:00:00.000Z'),
  };

  it('waits for the office when added, never reviewed', () => {
    expect(listing).toMatchObject({
      status: 'pending',
      rejectReason: null,
      createdAt: '2026-03-02T00:00:00.000Z',
      updatedAt: '2026-03-02T00:00:00.000Z',
      reviewedAt: null,
    });
  });

  it('shows its logo when found, none when gone, and its owner only where the list names them', () => {
    const owner = { name: '김한빛', classNumber: 45 };
    const logos = new Map([[LOGO.imageId, LOGO]]);
    const shown = publicCompanyOf(listing, owner, logos);
    expect(shown).toEqual({
      companyId: 'c1',
      name: FIELDS.name,
      category: FIELDS.category,
      summary: FIELDS.summary,
      phone: FIELDS.phone,
      website: '',
      address: FIELDS.address,
      logo: LOGO,
      owner,
    });
    expect(publicCompanyOf(listing, owner, new Map()).logo).toBeNull();
    expect(myCompanyOf(listing, logos)).not.toHaveProperty('owner');
    expect(myCompanyOf(listing, logos)).toMatchObject({ status: 'pending', rejectReason: null });
    expect(officeCompanyOf(listing, owner, logos)).toMatchObject({
      owner,
      ownerId: 'alumni001',
      reviewedAt: null,
    });
  });

  it('lists demo companies each draft would pass, six approved and two waiting', () => {
    for (const {
      alumnus: _alumnus,
      colour: _colour,
      approved: _approved,
      ...texts
    } of DEMO_COMPANIES) {
      const draft = { ...texts, logoImageId: null };
      expect(companyDraftRefusal(draft, URL)).toBeNull();
      expect(savedCompanyFieldsOf(draft, URL).name).toBe(texts.name);
    }
    expect(DEMO_COMPANIES.filter((company) => company.approved)).toHaveLength(6);
  });
});
