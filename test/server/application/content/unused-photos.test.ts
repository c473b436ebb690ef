import { beforeEach, describe, expect, it } from 'vitest';
import { expectSuccess } from '../../support/auth-helpers';
import {
  albumOf,
  bodyShowing,
  companyWithLogo,
  MORE_THAN_A_DAY,
  noticeWithBody,
  served,
  uploadedPhoto,
} from '../../support/held-photos';
import { as, signIn, signedInMember, type SignedInMember } from '../../support/members';
import { dialects } from '../../support/test-server';
import { useTestServer } from '../../support/use-test-server';
import { OFFICE_ADMINISTRATOR, signedInOffice } from '../../support/office';

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

  it('deletes only what no album, body or logo holds, a day after it was made', async () => {
    const [inAlbum, inBody, unused] = [
      await uploadedPhoto(server, admin),
      await uploadedPhoto(server, admin),
      await uploadedPhoto(server, admin),
    ];
    const logo = await uploadedPhoto(server, member, '/api/user/companies/logos');
    const albumId = await albumOf(server, admin, [inAlbum]);
    await noticeWithBody(server, admin, bodyShowing(inBody));
    await companyWithLogo(server, member, logo);
    const { siteImages } = server.runtime.services;

    // Within a day nothing goes, not even the unused one (an editor may still be open).
    expect(await siteImages.deleteUnused()).toBe(0);
    server.clock.advance(MORE_THAN_A_DAY);
    expect(await siteImages.deleteUnused()).toBe(1);
    expect(await served(server, unused)).toBe(404);
    for (const kept of [inAlbum, inBody, logo]) expect(await served(server, kept)).toBe(200);

    admin = await signIn(server, OFFICE_ADMINISTRATOR);
    expectSuccess(await server.call('deleteAlbum', { ...as(admin), params: { albumId } }));
    expect(await siteImages.deleteUnused()).toBe(1);
    expect(await served(server, inAlbum)).toBe(404);
    expect(await siteImages.deleteUnused()).toBe(0);
  });
});
