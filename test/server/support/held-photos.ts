import type { SiteImage } from '../../../src/domain/content';
import { siteMediaPath } from '../../../src/domain/content/rich-text';
import { expectSuccess } from './auth-helpers';
import { as, type SignedInMember } from './members';
import { transparentPng } from './photos';
import type { TestServer } from './test-server';
import { upload } from './uploads';

/** More than the day a photo nobody holds is kept. */
export const MORE_THAN_A_DAY = 25 * 60 * 60 * 1000;

/** A photo uploaded by the office (`/api/admin/images`) or a member's logo. */
export async function uploadedPhoto(
  server: TestServer,
  by: SignedInMember,
  call: '/api/admin/images' | '/api/user/companies/logos' = '/api/admin/images',
): Promise<SiteImage> {
  const result = await upload(server, {
    call,
    member: by,
    fileName: 'photo.png',
    bytes: await transparentPng(),
    mimeType: 'image/png',
  });
  return expectSuccess(result) as unknown as SiteImage;
}

/** A rich-text body showing the photo, as the editor's 사진 inserts it. */
export function bodyShowing(image: SiteImage, text = '행사 사진'): string {
  const jpeg = image.variants.at(-1)?.jpeg ?? '';
  return `<p>${text}</p><p><img src="${siteMediaPath(jpeg)}" alt="행사" width="400" height="300"></p>`;
}

/** The status of the photo's narrowest file: 200 while it is kept, 404 once deleted. */
export async function served(server: TestServer, image: SiteImage): Promise<number> {
  const response = await server.fetch(siteMediaPath(image.variants[0]?.jpeg ?? ''));
  await response.arrayBuffer();
  return response.status;
}

/** Publishes a notice with that body; its id. */
export async function noticeWithBody(
  server: TestServer,
  admin: SignedInMember,
  bodyHtml: string,
): Promise<string> {
  const created = await server.call<{ noticeId: string }>('createNotice', {
    ...as(admin),
    body: {
      title: '사진이 든 공지',
      bodyHtml,
      pinned: false,
      published: true,
      attachmentsMstId: null,
    },
  });
  return expectSuccess(created).noticeId;
}

/** A member's company listing with that logo (none: null); its id. */
export async function companyWithLogo(
  server: TestServer,
  member: SignedInMember,
  logo: SiteImage | null,
): Promise<string> {
  const created = await server.call<{ companyId: string }>('createCompany', {
    ...as(member),
    body: companyDraft(logo),
  });
  return expectSuccess(created).companyId;
}

export function companyDraft(logo: SiteImage | null) {
  return {
    name: '한빛정밀',
    category: 'manufacturing',
    summary: '부품을 만듭니다.',
    phone: '',
    website: '',
    address: '',
    logoImageId: logo?.imageId ?? null,
  };
}

/** Publishes an album of those photos; its id. */
export async function albumOf(
  server: TestServer,
  admin: SignedInMember,
  photos: readonly SiteImage[],
): Promise<string> {
  const created = await server.call<{ albumId: string }>('createAlbum', {
    ...as(admin),
    body: {
      kind: 'school',
      title: '교정',
      description: '',
      takenOn: null,
      published: true,
      photos: photos.map((photo) => ({ imageId: photo.imageId, alt: '본관', caption: '' })),
    },
  });
  return expectSuccess(created).albumId;
}

/** A photo held by each kind of holder, and one nothing holds, with the holders' ids. */
export interface PhotosHeldByEachKind {
  readonly inNotice: SiteImage;
  readonly inPage: SiteImage;
  readonly inAlbum: SiteImage;
  readonly logo: SiteImage;
  readonly unused: SiteImage;
  readonly noticeId: string;
  /** The page holding `inPage`. */
  readonly pageKey: 'symbol';
  readonly albumId: string;
  readonly companyId: string;
}

/** Uploads five photos and has a notice, a page, an album and a company hold one each. */
export async function photosHeldByEachKind(
  server: TestServer,
  admin: SignedInMember,
  member: SignedInMember,
): Promise<PhotosHeldByEachKind> {
  const [inNotice, inPage, inAlbum, unused] = [
    await uploadedPhoto(server, admin),
    await uploadedPhoto(server, admin),
    await uploadedPhoto(server, admin),
    await uploadedPhoto(server, admin),
  ];
  const logo = await uploadedPhoto(server, member, '/api/user/companies/logos');
  const pageKey = 'symbol';
  expectSuccess(
    await server.call('updateSitePage', {
      ...as(admin),
      params: { key: pageKey },
      body: { bodyHtml: bodyShowing(inPage, '교표') },
    }),
  );
  return {
    inNotice,
    inPage,
    inAlbum,
    logo,
    unused,
    noticeId: await noticeWithBody(server, admin, bodyShowing(inNotice)),
    pageKey,
    albumId: await albumOf(server, admin, [inAlbum]),
    companyId: await companyWithLogo(server, member, logo),
  };
}
