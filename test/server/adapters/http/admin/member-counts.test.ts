import { describe, expect, it } from 'vitest';
import type { MemberCounts } from '../../../../../src/domain/admin';
import { countRows } from '../../../../../server/adapters/db/shared/rows';
import { expectSuccess } from '../../../support/auth-helpers';
import { registerMember, signedInMember } from '../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

/** GET /api/admin/members/counts: the console's home, numbers only. */
describe.each(dialects())('member counts (%s)', (dialect) => {
  const server = useTestServer(dialect);

  it('counts the accounts in each state, and records no view of anyone’s data', async () => {
    await server.runtime.services.administration.createAdministrator({
      userId: 'office2026',
      password: 'Office!2026admin',
      name: '사무국',
      email: 'office@example.com',
    });
    const office = await server.runtime.ports.store.accounts.find('office2026');
    if (!office) throw new Error('no administrator');
    // Tokens issued directly: the administrator's sign-in is the session's tests' concern.
    const token = (await server.runtime.services.sessions.issue(office, { secondFactor: true }))
      .accessToken;
    await registerMember(server, { userId: 'apply2026' });
    await signedInMember(server, { userId: 'member2026' });
    const { db } = server.runtime.database;
    const recordsBefore = await countRows(db.selectFrom('personal_data_access_records'));

    const counts = expectSuccess(
      await server.call<MemberCounts>('memberCounts', { token, userId: 'office2026' }),
    );
    expect(counts).toMatchObject({
      byStatus: { pending: 1, approved: 2, rejected: 0, withdrawn: 0 },
    });
    expect(counts.signUpsPerWeek.at(-1)?.count).toBe(3);
    expect(await countRows(db.selectFrom('personal_data_access_records'))).toBe(recordsBefore);
  });
});
