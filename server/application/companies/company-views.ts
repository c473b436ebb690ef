import type { Company } from '../../../src/domain/companies/companies';
import type { SiteImage } from '../../../src/domain/content';
import type { SiteImages } from '../content';
import type { CompanyListed, CompanyRecord } from './ports';

/** The logos of those listings, by image id. */
export function logosOf(
  images: SiteImages,
  companies: readonly CompanyRecord[],
): Promise<Map<string, SiteImage>> {
  return images.byId(companies.flatMap((company) => company.logoImageId ?? []));
}

/** What every view of a listing shows (without its owner). */
export function companyViewOf(
  company: CompanyRecord,
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
  company: CompanyListed,
  logos: ReadonlyMap<string, SiteImage>,
): Company {
  return {
    ...companyViewOf(company, logos),
    owner: { name: company.ownerName, classNumber: company.ownerClassNumber },
  };
}
