import { describe, expect, it } from 'vitest';
import type { AccessLogEntry } from '../../server/application/access-log/ports';
import { maintenanceServicesOf, startMaintenance } from '../../server/maintenance';
import { registerMember, signedInMember } from './support/members';
import { dialects } from './support/test-server';
import { useTestServer } from './support/use-test-server';

const ONE_MINUTE = 60_000;
const ONE_DAY = 24 * 60 * ONE_MINUTE;
const quiet = { info: () => {}, warn: () => {} };

/**
 * Issue 27: what the privacy policy (/privacy) promises is deleted on time by the hourly
 * maintenance — the menu access log after 3 months, refused applications 30 days after the
 * refusal (개인정보 보호법 §21).
 */
describe.each(dialects())('the maintenance keeps the privacy policy’s periods (%s)', (dialect) => {
  const server = useTestServer(dialect);

  async function maintenancePass(): Promise<void> {
    const maintenance = startMaintenance(maintenanceServicesOf(server.runtime), quiet);
    await maintenance.runOnce();
    await maintenance.stop();
  }

  /** Moves the server's clock to that instant (it runs on from there). */
  function clockAt(instant: string): void {
    server.clock.advance(Date.parse(instant) - server.clock.now().getTime());
  }

  const visit = (menuPath: string, createdAt: string): AccessLogEntry => ({
    menuPath,
    accessDt: '20270101000000',
    userId: null,
    ip: '203.0.113.9',
    userAgent: 'test',
    createdAt,
  });

  it('deletes menu visits older than three calendar months, and keeps those just inside', async () => {
    clockAt('2027-06-15T03:00:00.000Z');
    const logs = server.runtime.ports.store.accessLogs;
    // 15 March to 15 June is three months, 92 days: a 90-day rule would delete the first too.
    await logs.insert(visit('/inside', '2027-03-15T03:01:00.000Z'));
    await logs.insert(visit('/outside', '2027-03-15T02:59:00.000Z'));
    await logs.insert(visit('/today', '2027-06-15T02:00:00.000Z'));

    await maintenancePass();

    const left = await logs.countViewsByDay('2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z');
    expect(left.map((day) => day.menuPath).sort()).toEqual(['/inside', '/today']);
  });

  it('erases a refused application 30 days after the refusal, not a minute before', async () => {
    const refused = await registerMember(server, { name: '거절된분' });
    await server.runtime.services.administration.rejectMember(
      'test-admin',
      refused.userId,
      '확인 불가',
    );
    const pending = await registerMember(server, { name: '기다리는분' });
    const member = await signedInMember(server, { name: '승인된분' });
    const accounts = server.runtime.ports.store.accounts;

    server.clock.advance(30 * ONE_DAY - ONE_MINUTE);
    await maintenancePass();
    expect(await accounts.find(refused.userId)).toMatchObject({
      name: '거절된분',
      status: 'rejected',
      statusReason: '확인 불가',
    });

    server.clock.advance(2 * ONE_MINUTE);
    await maintenancePass();
    const erased = await accounts.find(refused.userId);
    expect(erased).toMatchObject({
      userId: refused.userId,
      status: 'rejected',
      name: null,
      email: null,
      mobile: null,
      birthDate: null,
      statusReason: null,
      passwordHash: '!',
    });
    expect(await accounts.find(pending.userId)).toMatchObject({ name: '기다리는분' });
    expect(await accounts.find(member.userId)).toMatchObject({ name: '승인된분' });
    // The id stays taken.
    expect(await accounts.exists(refused.userId)).toBe(true);
  });
});
