import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFor } from '../../../../../server/adapters/db/migrations';
import { FEATURES } from '../../../../../server/features';
import { expectSuccess } from '../../../support/auth-helpers';
import {
  albumOf,
  bodyShowing,
  companyWithLogo,
  MORE_THAN_A_DAY,
  noticeWithBody,
  served,
  uploadedPhoto,
} from '../../../support/held-photos';
import { as, signedInMember } from '../../../support/members';
import { signedInOffice } from '../../../support/office';
import { dialects, startTestServer, type TestServer } from '../../../support/test-server';

const MIGRATION = '0024-content-image-holders';

describe.each(dialects())(`migration ${MIGRATION} (%s)`, (dialect) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('records what every notice, page, album and company already holds, so a site keeps its photos', async () => {
    server = await startTestServer(dialect);
    const admin = await signedInOffice(server);
    const member = await signedInMember(server);
    const [inNotice, inPage, inAlbum, unused] = [
      await uploadedPhoto(server, admin),
      await uploadedPhoto(server, admin),
      await uploadedPhoto(server, admin),
      await uploadedPhoto(server, admin),
    ];
    const logo = await uploadedPhoto(server, member, '/api/user/companies/logos');
    const noticeId = await noticeWithBody(server, admin, bodyShowing(inNotice));
    expectSuccess(
      await server.call('updateSitePage', {
        ...as(admin),
        params: { key: 'symbol' },
        body: { bodyHtml: bodyShowing(inPage, '교표') },
      }),
    );
    const albumId = await albumOf(server, admin, [inAlbum]);
    const companyId = await companyWithLogo(server, member, logo);
    const { db } = server.runtime.database;

    // Back to the database as it was before (no record of holders), then migrated again.
    const migrations = migrationsFor(dialect, FEATURES);
    const names = Object.keys(migrations).sort();
    const previous = names[names.indexOf(MIGRATION) - 1] ?? '';
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    await server.runtime.database.migrate();

    const holders = await db
      .selectFrom('site_image_holders')
      .select(['image_id', 'holder_kind', 'holder_id'])
      .orderBy('holder_kind')
      .execute();
    expect(holders).toEqual([
      { image_id: inAlbum.imageId, holder_kind: 'album', holder_id: albumId },
      { image_id: logo.imageId, holder_kind: 'company', holder_id: companyId },
      { image_id: inNotice.imageId, holder_kind: 'notice', holder_id: noticeId },
      { image_id: inPage.imageId, holder_kind: 'page', holder_id: 'symbol' },
    ]);
    server.clock.advance(MORE_THAN_A_DAY);
    expect(await server.runtime.services.siteImages.deleteUnused()).toBe(1);
    expect(await served(server, unused)).toBe(404);
  });
});
