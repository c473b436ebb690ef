import { demoDirectoryUserId } from '../../domain/shared/demo/demo-people';
import { savedCompanyFieldsOf } from '../../domain/companies/companies';
import { DEMO_COMPANIES, DEMO_LOGO_SIZE, demoLogoSvg } from '../../domain/companies/demo-companies';
import type { FakeBackend } from './fake-backend';

/**
 * The fake backend's demo 동문 기업 (`npm run demo`): the server's demo listings
 * (src/domain/companies/demo-companies.ts), owned by the first demo alumni, but the last (one
 * waiting for the office) by the demo member, whose 내 기업 then shows it. Logos stay SVG.
 */

/** Puts the demo companies into the backend, their logos as public files of the association. */
export function seedDemoCompanies(backend: FakeBackend, now: Date, demoMemberId: string): void {
  for (const [index, company] of DEMO_COMPANIES.entries()) {
    const { colour, approved, alumnus, ...texts } = company;
    const ownerId = alumnus === DEMO_COMPANIES.length ? demoMemberId : demoDirectoryUserId(alumnus);
    const imageId = `demo-logo-${index + 1}`;
    const atchFileId = `${imageId}-file`;
    const data = new Blob([demoLogoSvg(colour, index)], { type: 'image/svg+xml' });
    backend.files.set(imageId, [
      {
        atchFileMstId: imageId,
        atchFileId,
        fileName: `${company.name}.svg`,
        mimeType: 'image/svg+xml',
        size: data.size,
        uploadedAt: now.toISOString(),
        data,
        public: true,
        ownerId: null,
      },
    ]);
    backend.siteImages.set(imageId, {
      imageId,
      width: DEMO_LOGO_SIZE,
      height: DEMO_LOGO_SIZE,
      variants: [
        { width: DEMO_LOGO_SIZE, height: DEMO_LOGO_SIZE, webp: atchFileId, jpeg: atchFileId },
      ],
    });
    backend.siteImageUploaders.set(imageId, ownerId);
    const at = new Date(now.getTime() - (DEMO_COMPANIES.length - index) * 86_400_000).toISOString();
    backend.companies.push({
      id: `demo-company-${index + 1}`,
      ownerId,
      ...savedCompanyFieldsOf({ ...texts, logoImageId: imageId }, URL),
      status: approved ? 'approved' : 'pending',
      rejectReason: null,
      createdAt: at,
      updatedAt: at,
      reviewedAt: approved ? at : null,
    });
  }
}
