import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFor } from '../../../../../server/adapters/db/migrations';
import { FEATURES } from '../../../../../server/features';
import { MORE_THAN_A_DAY, photosHeldByEachKind, served } from '../../../support/held-photos';
import { signedInMember } from '../../../support/members';
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
    const held = await photosHeldByEachKind(
      server,
      await signedInOffice(server),
      await signedInMember(server),
    );
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
      { image_id: held.inAlbum.imageId, holder_kind: 'album', holder_id: held.albumId },
      { image_id: held.logo.imageId, holder_kind: 'company', holder_id: held.companyId },
      { image_id: held.inNotice.imageId, holder_kind: 'notice', holder_id: held.noticeId },
      { image_id: held.inPage.imageId, holder_kind: 'page', holder_id: held.pageKey },
    ]);
    server.clock.advance(MORE_THAN_A_DAY);
    expect(await server.runtime.services.siteImages.deleteUnused()).toBe(1);
    expect(await served(server, held.unused)).toBe(404);
  });
});
