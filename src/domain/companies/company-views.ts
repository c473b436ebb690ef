import type { SiteImage } from '../content';
import type {
  Company,
  CompanyDraft,
  CompanyOwner,
  CompanyStatus,
  MyCompany,
  OfficeCompany,
} from './companies';

/**
 * A listing as it is kept (the server's row, the fake's record) and how each list shows it: one
 * place for the server's use cases and the fake backend.
 */
export interface StoredCompany extends CompanyDraft {
  readonly id: string;
  readonly ownerId: string;
  readonly status: CompanyStatus;
  readonly rejectReason: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly reviewedAt: string | null;
}

/** A listing as its member adds it: waiting for the office, never reviewed. */
export function newCompanyListing(
  fields: CompanyDraft,
  now: string,
): Omit<StoredCompany, 'id' | 'ownerId'> {
  return {
    ...fields,
    status: 'pending',
    rejectReason: null,
    createdAt: now,
    updatedAt: now,
    reviewedAt: null,
  };
}

/** What every view of a listing shows (without its owner); a logo not found shows none. */
export function companyViewOf(
  company: StoredCompany,
  logos: ReadonlyMap<string, SiteImage>,
): Omit<Company, 'owner'> {
  return {
    companyId: company.id,
    name: company.name,
    category: company.category,
    summary: company.summary,
    phone: company.phone,
    website: company.website,
    address: company.address,
    logo: (company.logoImageId && logos.get(company.logoImageId)) || null,
  };
}

/** A listing as the public list shows it: with its owner's name and class. */
export function publicCompanyOf(
  company: StoredCompany,
  owner: CompanyOwner,
  logos: ReadonlyMap<string, SiteImage>,
): Company {
  return { ...companyViewOf(company, logos), owner };
}

/** One of a member's own listings, with where it stands and the office's reason. */
export function myCompanyOf(
  company: StoredCompany,
  logos: ReadonlyMap<string, SiteImage>,
): MyCompany {
  return {
    ...companyViewOf(company, logos),
    status: company.status,
    rejectReason: company.rejectReason,
    updatedAt: company.updatedAt,
  };
}

/** A listing in the office's queue: its owner (their id too) and where it stands. */
export function officeCompanyOf(
  company: StoredCompany,
  owner: CompanyOwner,
  logos: ReadonlyMap<string, SiteImage>,
): OfficeCompany {
  return {
    ...publicCompanyOf(company, owner, logos),
    ownerId: company.ownerId,
    status: company.status,
    rejectReason: company.rejectReason,
    updatedAt: company.updatedAt,
    reviewedAt: company.reviewedAt,
  };
}
