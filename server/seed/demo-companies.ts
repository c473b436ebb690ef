import { demoDirectoryUserId } from '../../src/domain/shared/demo/demo-people';
import sharp from 'sharp';
import {
  type CompanyDraft,
  companyDraftRefusal,
  savedCompanyFieldsOf,
} from '../../src/domain/companies/companies';
import {
  DEMO_COMPANIES,
  DEMO_LOGO_SIZE,
  demoLogoSvg,
} from '../../src/domain/companies/demo-companies';
import type { SeedPorts } from './seed-ports';
import { storeProcessedImage } from '../application/content/site-images';
import { demoPhotoStorage } from './demo-photos';

/**
 * The demo's 동문 기업 (src/domain/companies/demo-companies.ts), owned by the first demo alumni,
 * each logo processed as an upload's would be. Written straight into the store, as the other
 * demo content, so that the audit log of a new site starts empty.
 */

/** Writes the demo companies and their logos into an empty database. */
export async function seedDemoCompanies(ports: SeedPorts, reviewerId: string): Promise<void> {
  const start = ports.clock.now().getTime();
  for (const [index, company] of DEMO_COMPANIES.entries()) {
    const { alumnus, colour, approved, ...texts } = company;
    const ownerId = demoDirectoryUserId(alumnus);
    const logo = await storeProcessedImage(
      demoPhotoStorage(ports),
      { imageId: ports.random.id(), stem: `demo-logo-${index + 1}`, createdBy: ownerId },
      await drawnLogo(colour, index),
    );
    const draft: CompanyDraft = { ...texts, logoImageId: logo.imageId };
    const refusal = companyDraftRefusal(draft, URL);
    if (refusal) throw new Error(`Demo company ${draft.name}: ${refusal}`);
    // Listed a few days apart, newest last, so that the list has an order to show.
    const at = new Date(
      start - (DEMO_COMPANIES.length - index) * 3 * 24 * 60 * 60 * 1000,
    ).toISOString();
    const companyId = ports.random.id();
    await ports.store.transactions.run(async () => {
      const repositories = ports.store;
      await repositories.companies.insertWithinLimit(
        {
          id: companyId,
          ownerId,
          ...savedCompanyFieldsOf(draft, URL),
          status: approved ? 'approved' : 'pending',
          rejectReason: null,
          createdAt: at,
          updatedAt: at,
          reviewedAt: approved ? at : null,
          reviewedBy: approved ? reviewerId : null,
        },
        1,
      );
      await repositories.siteImages.hold({ kind: 'company', id: companyId }, [logo.imageId]);
    });
  }
}

/** A logo of simple shapes on the company's colour, in the site's width and formats. */
async function drawnLogo(colour: string, index: number) {
  const svg = demoLogoSvg(colour, index);
  const image = sharp(Buffer.from(svg));
  const [webp, jpeg] = await Promise.all([
    image.clone().webp({ quality: 80 }).toBuffer(),
    image.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  ]);
  return {
    width: DEMO_LOGO_SIZE,
    height: DEMO_LOGO_SIZE,
    variants: [{ width: DEMO_LOGO_SIZE, height: DEMO_LOGO_SIZE, webp, jpeg }],
  };
}
