import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberProfileData } from '../../src/contract/shared/member-schemas';
import {
  base64UrlJson,
  decodeJwt,
  expectRefusal,
  expectSignedIn,
  expectSuccess,
  ping,
} from '../server/support/auth-helpers';
import { signedInMember, type SignedInMember } from '../server/support/members';
import { anUpdateOf } from '../support/members';
import { sqliteOnly } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';

/**
 * Access tokens whose signature is not the server's: claims edited after signing (another role,
 * another member, a later expiry), a token signed with a key of the attacker's, and garbage.
 * None opens a member route; ping says the caller is not signed in.
 */
describe.each(sqliteOnly())('forged access token signature (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let member: SignedInMember;
  let other: SignedInMember;
  beforeEach(async () => {
    member = await signedInMember(server);
    other = await signedInMember(server, { name: '박다른' });
  });

  function withEditedClaims(changes: Record<string, unknown>): string {
    const [header = '', , signature = ''] = member.accessToken.split('.');
    const claims = decodeJwt(member.accessToken).payload;
    return `${header}.${base64UrlJson({ ...claims, ...changes })}.${signature}`;
  }

  async function signedWithAnotherKey(changes: Record<string, unknown> = {}): Promise<string> {
    const claims = decodeJwt(member.accessToken).payload;
    return new SignJWT({ ...claims, ...changes })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-key-that-is-not-the-servers-key-0123456789'));
  }

  async function forgeries(): Promise<Array<[string, string]>> {
    const exp = Number(decodeJwt(member.accessToken).payload.exp);
    return [
      ['claims edited: role admin', withEditedClaims({ role: 'admin' })],
      ['claims edited: another member', withEditedClaims({ sub: other.userId })],
      ['claims edited: a later expiry', withEditedClaims({ exp: exp + 24 * 60 * 60 })],
      ['the signature cut off', member.accessToken.split('.').slice(0, 2).join('.') + '.'],
      ['signed with another key', await signedWithAnotherKey()],
      ['another key, as another member', await signedWithAnotherKey({ sub: other.userId })],
      ['garbage', 'garbage-token'],
      ['three garbage parts', 'aaa.bbb.ccc'],
    ];
  }

  it('refuses each on member routes with 401 code 4010; ping answers false', async () => {
    for (const [kind, token] of await forgeries()) {
      const my = await server.call('getMyInfo', { token });
      expect(my.body.code, kind).toBe(4010);
      expectRefusal(my, 'unauthenticated');
      const asOther = await server.call('getMyInfo', { token, userId: other.userId });
      expect(asOther.body.code, kind).toBe(4010);
      expect(JSON.stringify(asOther.body), kind).not.toContain(other.email);
      const answer = await ping(server, token);
      expect(answer.body, kind).toEqual({ code: 0, message: null, data: false });
    }
  });

  it('changes nothing through a forged token', async () => {
    const before = expectSuccess(
      await server.call<MemberProfileData>('getMyInfo', {
        token: other.accessToken,
        userId: other.userId,
      }),
    );
    const token = withEditedClaims({ sub: other.userId });
    const result = await server.call('updateMyInfo', {
      token,
      userId: other.userId,
      body: { ...anUpdateOf(before), name: '해커' },
    });
    expectRefusal(result, 'unauthenticated');
    const after = await server.call<MemberProfileData>('getMyInfo', {
      token: other.accessToken,
      userId: other.userId,
    });
    expect(expectSuccess(after)).toEqual(before);
  });

  it('ignores X-User-Id beside a token that is not ours (there is no subject to compare)', async () => {
    const token = await signedWithAnotherKey();
    const answer = await server.call('ping', { token, userId: 'somebody-else' });
    expect(expectSuccess(answer)).toBe(false);
  });

  it('keeps the real token working (the forgeries were made from it)', async () => {
    await expectSignedIn(server, member);
  });
});
