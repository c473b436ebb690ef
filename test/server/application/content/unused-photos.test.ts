import { beforeEach, describe, expect, it } from 'vitest';
import type { SiteImage } from '../../../../src/domain/content';
import { siteMediaPath } from '../../../../src/domain/content/rich-text';
import { expectSuccess } from '../../support/auth-helpers';
import { as, signIn, signedInMember, type SignedInMember } from '../../support/members';
import { transparentPng } from '../../support/photos';
import { dialects } from '../../support/test-server';
import { useTestServer } from '../../support/use-test-server';
import { upload } from '../../support/uploads';
import { OFFICE_ADMINISTRATOR, signedInOffice } from '../../support/office';

const MORE_THAN_A_DAY = 25 * 60 * 60 * 1000;

/**
 * Issue 13: the photos nobody uses (an album deleted, a logo never used) are deleted with their
 * files a day after they were made; those an album, a notice's body or a company's logo holds stay.
 */
describe.each(dialects())('unused photos (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let admin: SignedInMember;
  let member: SignedInMember;

  beforeEach(async () => {
    admin = await signedInOffice(server);
    member = await signedInMember(server);
  });

  async function photo(
    by: SignedInMember,
    call: '/api/admin/images' | '/api/user/companies/logos',
  ) {
    const result = await upload(server, {
      call,
      member: by,
      fileName: 'photo.png',
      bytes: await transparentPng(),
      mimeType: 'image/png',
    });
    return expectSuccess(result) as unknown as SiteImage;
  }

  async function served(image: SiteImage): Promise<number> {
    const response = await server.fetch(siteMediaPath(image.variants[0]?.jpeg ?? ''));
    await response.arrayBuffer();
    return response.status;
  }

  it('deletes only what no album, body or logo holds, a day after it was made', async () => {
    const [inAlbum, inBody, unused] = [
      await photo(admin, '/api/admin/images'),
      await photo(admin, '/api/admin/images'),
      await photo(admin, '/api/admin/images'),
    ];
    const logo = await photo(member, '/api/user/companies/logos');
    const albumId = expectSuccess(
      await server.call<{ albumId: string }>('createAlbum', {
        ...as(admin),
        body: {
          kind: 'school',
          title: '교정',
          description: '',
          takenOn: null,
          published: true,
          photos: [{ imageId: inAlbum.imageId, alt: '본관', caption: '' }],
        },
      }),
    ).albumId;
    const jpeg = inBody.variants.at(-1)?.jpeg ?? '';
    expectSuccess(
      await server.call('createNotice', {
        ...as(admin),
        body: {
          title: '사진이 든 공지',
          bodyHtml: `<p>행사 사진</p><p><img src="${siteMediaPath(jpeg)}" alt="행사" width="400" height="300"></p>`,
          pinned: false,
          published: true,
          attachmentsMstId: null,
        },
      }),
    );
    expectSuccess(
      await server.call('createCompany', {
        ...as(member),
        body: {
          name: '한빛정밀',
          category: 'manufacturing',
          summary: '부품을 만듭니다.',
          phone: '',
          website: '',
          address: '',
          logoImageId: logo.imageId,
        },
      }),
    );
    const { siteImages } = server.runtime.services;

    // Within a day nothing goes, not even the unused one (an editor may still be open).
    expect(await siteImages.deleteUnused()).toBe(0);
    server.clock.advance(MORE_THAN_A_DAY);
    expect(await siteImages.deleteUnused()).toBe(1);
    expect(await served(unused)).toBe(404);
    for (const kept of [inAlbum, inBody, logo]) expect(await served(kept)).toBe(200);

    admin = await signIn(server, OFFICE_ADMINISTRATOR);
    expectSuccess(await server.call('deleteAlbum', { ...as(admin), params: { albumId } }));
    expect(await siteImages.deleteUnused()).toBe(1);
    expect(await served(inAlbum)).toBe(404);
    expect(await siteImages.deleteUnused()).toBe(0);
  });
});
