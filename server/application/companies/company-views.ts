import type { CompanyOwner } from '../../../src/domain/companies/companies';
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

/** The owner a list names beside a listing. */
export function ownerOf(company: CompanyListed): CompanyOwner {
  return { name: company.ownerName, classNumber: company.ownerClassNumber };
}
