import { beforeEach, describe, expect, it } from 'vitest';
import { base64UrlJson, decodeJwt, expectRefusal, ping } from '../server/support/auth-helpers';
import { signedInMember, type SignedInMember } from '../server/support/members';
import { sqliteOnly } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';

/**
 * Unsigned JWTs: the member's own claims (or an administrator's) under a header that says
 * `alg: none`, however it is spelt, with or without the old signature. Only HS256 signed with the
 * server's key is an access token.
 */
describe.each(sqliteOnly())('access token with alg none (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let member: SignedInMember;
  beforeEach(async () => {
    member = await signedInMember(server);
  });

  function unsigned(): Array<[string, string]> {
    const [, payload = '', signature = ''] = member.accessToken.split('.');
    const admin = base64UrlJson({ ...decodeJwt(member.accessToken).payload, role: 'admin' });
    const header = (alg: string) => base64UrlJson({ alg, typ: 'JWT' });
    return [
      ['alg none', `${header('none')}.${payload}.`],
      ['alg None', `${header('None')}.${payload}.`],
      ['alg NONE', `${header('NONE')}.${payload}.`],
      ['alg none with the signature kept', `${header('none')}.${payload}.${signature}`],
      ['alg none claiming admin', `${header('none')}.${admin}.`],
      ['no alg at all', `${base64UrlJson({ typ: 'JWT' })}.${payload}.`],
    ];
  }

  it('refuses each on member routes with 401 code 4010; ping answers false', async () => {
    for (const [kind, token] of unsigned()) {
      const my = await server.call('getMyInfo', { token, userId: member.userId });
      expect(my.body.code, kind).toBe(4010);
      expectRefusal(my, 'unauthenticated');
      expect(JSON.stringify(my.body), kind).not.toContain(member.email);
      expect((await ping(server, token)).body, kind).toEqual({
        code: 0,
        message: null,
        data: false,
      });
    }
  });

  it('refuses an unsigned administrator’s token on the administrators’ calls with 401 code 4010', async () => {
    const token = new Map(unsigned()).get('alg none claiming admin') ?? '';
    expectRefusal(await server.call('listMembers', { token }), 'unauthenticated');
  });
});
