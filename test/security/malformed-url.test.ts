import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../server/support/auth-helpers';
import { signedInMember, type SignedInMember } from '../server/support/members';
import { sqliteOnly } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';

/**
 * Addresses whose percent-encoding does not decode (a lone `%`, `%ff` that is no UTF-8) or whose
 * path parameter is longer than the router takes. They are bad input: 400 in the Korean envelope
 * like every other refusal, not the framework's English body (issue 9, item 8).
 */
const MALFORMED_PATHS = [
  '/api/atchFile/media/%ff',
  '/api/atchFile/media/%',
  '/api/atchFile/media/%zz',
  '/api/atchFile/media/%E0%A4%A',
  '/api/atchFile/media/%C0%AF',
  '/api/admin/members/%ff/approve',
  '/api/%ff',
  '/%ff',
  `/api/atchFile/media/${'a'.repeat(200)}`,
];

describe.each(sqliteOnly())('malformed addresses (%s)', (dialect) => {
  const server = useTestServer(dialect, {
    seed: async () => {
      member = await signedInMember(server, { userId: 'urlprobe26' });
    },
  });
  let member: SignedInMember;

  async function get(pathname: string, method = 'GET') {
    const response = await server.fetch(pathname, {
      method,
      headers: { authorization: `Bearer ${member.accessToken}`, 'x-user-id': member.userId },
    });
    return {
      status: response.status,
      headers: response.headers,
      body: JSON.parse(await response.text()) as { code: number; message: string; data: null },
    };
  }

  it.each(MALFORMED_PATHS)('answers %s with 400 in the Korean envelope', async (pathname) => {
    const answer = await get(pathname);
    expectRefusal(answer, 'invalidInput');
    expect(Object.keys(answer.body).sort()).toEqual(['code', 'data', 'message']);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers a bad address on a call of another method alike', async () => {
    expectRefusal(await get('/api/admin/members/%ff/approve', 'PUT'), 'invalidInput');
  });

  it('answers bad percent-encoding in a query without a 5xx or an English body', async () => {
    const answer = await get('/api/user/alumni?name=%ff%fe&size=%');
    expect(answer.status).toBeLessThan(500);
    expect(Object.keys(answer.body).sort()).toEqual(['code', 'data', 'message']);
  });

  it('still serves well-formed encoded addresses (the 404 of a missing image)', async () => {
    expectRefusal(await get('/api/atchFile/media/%41bc123'), 'fileNotFound');
  });
});
