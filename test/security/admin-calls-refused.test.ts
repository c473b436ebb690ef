import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints';
import { expectRefusal } from '../server/support/auth-helpers';
import { registerMember, signedInMember } from '../server/support/members';
import { sqliteOnly } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';
import { contentsOf } from './support/database-snapshot';

/** Every call of the office's console, as the contract lists them. */
const ADMIN_CALLS = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
  (name) => ENDPOINTS[name].access === 'admin',
);

/**
 * Issue 12: every administrators' call, made by a visitor, a member, a pending applicant and an
 * administrator who has lost the role or the account, is refused with 401 or 403 in the Korean
 * envelope, and changes nothing. The role comes from the database on every call, never from the
 * token alone.
 */
describe.each(sqliteOnly())("the office's calls refused to anyone else (%s)", (dialect) => {
  const server = useTestServer(dialect);

  /** Each call once, with path parameters and an empty body wherever they go. */
  async function callEach(token: string | null, userId?: string) {
    const answers: [EndpointName, number, unknown][] = [];
    for (const name of ADMIN_CALLS) {
      const endpoint = ENDPOINTS[name];
      const params = Object.fromEntries(
        [...endpoint.path.matchAll(/:([A-Za-z]+)/gu)].map((match) => [
          match[1] ?? '',
          'member2026',
        ]),
      );
      const result = await server.call(name, {
        params,
        ...(endpoint.method === 'GET' ? {} : { body: { reason: '사유' } }),
        ...(token ? { token, userId } : {}),
      });
      answers.push([name, result.status, result.body]);
    }
    return answers;
  }

  async function administrator(userId: string) {
    await server.runtime.services.administration.createAdministrator({
      userId,
      password: 'Office!2026admin',
      name: '사무국',
      email: `${userId}@example.com`,
    });
    const account = await server.runtime.ports.store.accounts.find(userId);
    if (!account) throw new Error('no administrator');
    return (await server.runtime.services.sessions.issue(account, { secondFactor: true }))
      .accessToken;
  }

  it('lists the calls it walks', () => {
    expect(ADMIN_CALLS).toEqual(
      expect.arrayContaining([
        'listMembers',
        'approveMember',
        'approveMembers',
        'rejectMember',
        'memberDetail',
        'lockMember',
        'unlockMember',
        'sendPasswordReset',
        'withdrawMember',
        'changeRole',
      ]),
    );
  });

  it('refuses a visitor (401) and a member (403), and nothing changes', async () => {
    await registerMember(server, { userId: 'member2026' });
    const member = await signedInMember(server, { userId: 'member9999' });
    const before = await contentsOf(server);
    for (const [name, status, body] of await callEach(null)) {
      expect([name, status]).toEqual([name, 401]);
      expectRefusal({ status, body } as never, 'unauthenticated');
    }
    for (const [name, status, body] of await callEach(member.accessToken, member.userId)) {
      expect([name, status]).toEqual([name, 403]);
      expectRefusal({ status, body } as never, 'forbidden');
    }
    expect(await contentsOf(server)).toBe(before);
  });

  it('refuses an applicant whose account is pending again, with a token from before (401)', async () => {
    const member = await signedInMember(server, { userId: 'member2026' });
    await server.runtime.ports.store.accounts.update(member.userId, { status: 'pending' });
    const before = await contentsOf(server);
    for (const [name, status] of await callEach(member.accessToken, member.userId)) {
      expect([name, status]).toEqual([name, 401]);
    }
    expect(await contentsOf(server)).toBe(before);
  });

  it('takes an administrator’s revoked role, closed or locked account into account at the next call', async () => {
    await registerMember(server, { userId: 'member2026' });
    const demoted = await administrator('office2026');
    const closed = await administrator('office2027');
    const locked = await administrator('office2028');
    await server.runtime.ports.store.accounts.update('office2026', { role: 'member' });
    await server.runtime.ports.store.accounts.update('office2027', { status: 'withdrawn' });
    // Locked by the office (이용 정지) behind its back: the row alone says so.
    await server.runtime.ports.store.accounts.update('office2028', {
      officeLockedAt: '2026-11-23T00:00:00.000Z',
      officeLockedBy: 'office2029',
      officeLockReason: '퇴직',
    });
    const before = await contentsOf(server);
    for (const [name, status] of await callEach(demoted, 'office2026')) {
      expect([name, status]).toEqual([name, 403]);
    }
    for (const [name, status] of await callEach(closed, 'office2027')) {
      expect([name, status]).toEqual([name, 401]);
    }
    for (const [name, status] of await callEach(locked, 'office2028')) {
      expect([name, status]).toEqual([name, 401]);
    }
    expect(await contentsOf(server)).toBe(before);
  });
});
