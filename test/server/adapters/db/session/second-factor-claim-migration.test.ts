import { afterEach, describe, expect, it } from 'vitest';
import { decodeJwt } from '../../../support/auth-helpers';
import { migrateBackBefore } from '../../../support/migrations';
import { signedInMember, signIn } from '../../../support/members';
import { OFFICE_ADMINISTRATOR, signedInOffice } from '../../../support/office';
import { dialects, startTestServer, type TestServer } from '../../../support/test-server';

const MIGRATION = '0018-session-second-factor-claim';

describe.each(dialects())(`migration ${MIGRATION} (%s)`, (dialect) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('ends the administrators’ sign-ins and drops secrets shown but never confirmed; members stay signed in', async () => {
    server = await startTestServer(dialect);
    const office = await signedInOffice(server);
    const member = await signedInMember(server, { userId: 'member2026' });
    const { db } = server.runtime.database;
    // Made by today's code, so on today's table (the accounts' columns changed since: 0023).
    await server.runtime.services.administration.createAdministrator({
      userId: 'deputy2026',
      password: 'Deputy!2026office',
      name: '총무',
      email: null,
    });

    // Back to the database as it was before, with an enrolment begun and not confirmed.
    await migrateBackBefore(server, MIGRATION);
    await db
      .insertInto('second_factors')
      .values({
        user_id: 'deputy2026',
        sealed_secret: 'sealed-and-seen',
        created_at: '2026-11-01T00:00:00.000Z',
        confirmed_at: null,
        last_step: null,
      })
      .execute();
    await server.runtime.database.migrate();

    const families = await db
      .selectFrom('token_families')
      .select(['family_id', 'revoked_reason', 'second_factor_at'])
      .execute();
    const reasonOf = (token: string) =>
      families.find((family) => family.family_id === decodeJwt(token).payload.sid);
    expect(reasonOf(office.accessToken)).toEqual(
      expect.objectContaining({ revoked_reason: 'second-factor-claim', second_factor_at: null }),
    );
    expect(reasonOf(member.accessToken)).toEqual(expect.objectContaining({ revoked_reason: null }));
    const factors = await db.selectFrom('second_factors').select('user_id').execute();
    expect(factors.map((factor) => factor.user_id)).toEqual([OFFICE_ADMINISTRATOR.userId]);

    // Signed in again through the second factor, the office's calls answer.
    const again = await signIn(server, OFFICE_ADMINISTRATOR);
    expect((await server.call('memberCounts', { token: again.accessToken })).status).toBe(200);
  });
});
