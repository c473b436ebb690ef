import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectRefusal } from '../support/auth-helpers';
import { as, registerMember, signedInMember, type SignedInMember } from '../support/members';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadAs(server: TestServer, member: SignedInMember, name = '성적증명서.png') {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), name);
  const response = await server.fetch('/api/user/file', {
    method: 'POST',
    headers: { authorization: `Bearer ${member.accessToken}`, 'x-user-id': member.userId },
    body: form,
  });
  const body = (await response.json()) as { data: { atchFileMstId: string; atchFileId: string } };
  return body.data;
}

describe.each(dialects())('access control (%s)', (dialect) => {
  let server: TestServer;
  let alice: SignedInMember;
  let bob: SignedInMember;

  beforeEach(async () => {
    server = await startTestServer(dialect);
    alice = await signedInMember(server, { userId: 'alice2026', name: '김앨리' });
    bob = await signedInMember(server, { userId: 'bob2026', name: '박밥' });
  });

  afterEach(async () => {
    await server.close();
  });

  it('A cannot read B’s data by naming B in X-User-Id: 401 code 4012', async () => {
    const result = await server.call('getMyInfo', { token: alice.accessToken, userId: bob.userId });
    expectRefusal(result, 'userMismatch');
    expect(JSON.stringify(result.body)).not.toContain('박밥');
  });

  it('A cannot change B’s data, and B’s data stays as it was', async () => {
    const before = await server.call('getMyInfo', as(bob));
    const result = await server.call('updateMyInfo', {
      token: alice.accessToken,
      userId: bob.userId,
      body: { name: '해커' },
    });
    expect(result.status).toBe(401);
    expect(await server.call('getMyInfo', as(bob))).toMatchObject({ body: before.body });
  });

  it('A cannot download B’s private file, by id or by name, nor can anyone anonymous', async () => {
    const file = await uploadAs(server, bob);
    const byId = { atchFileMstId: file.atchFileMstId, atchFileId: file.atchFileId };
    const byName = { atchFileMstId: file.atchFileMstId, fileNm: '성적증명서.png' };
    for (const caller of [as(alice), {}]) {
      const one = await server.call('downloadFile', { ...caller, body: byId });
      const many = await server.call('downloadFiles', { ...caller, body: byName });
      expect([403, 404]).toContain(one.status);
      expect([403, 404]).toContain(many.status);
      const recent = await server.call('recentFile', {
        ...caller,
        query: { atchFileMstId: file.atchFileMstId },
      });
      expect(recent.body).toMatchObject({ data: null });
    }
    const own = await server.fetch('/api/user/file/downloadFile', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${bob.accessToken}`,
        'x-user-id': bob.userId,
        'content-type': 'application/json',
      },
      body: JSON.stringify(byId),
    });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('A cannot add files to B’s file group', async () => {
    const file = await uploadAs(server, bob);
    const form = new FormData();
    form.append('atchFileMstId', file.atchFileMstId);
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'intruder.png');
    const response = await server.fetch('/api/user/file', {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.accessToken}`, 'x-user-id': alice.userId },
      body: form,
    });
    expect(response.status).toBe(403);
    const recent = await server.call<{ fileName: string } | null>('recentFile', {
      ...as(bob),
      query: { atchFileMstId: file.atchFileMstId },
    });
    expect(recent.body.data?.fileName).toBe('성적증명서.png');
  });

  it('a pending account gets no tokens and nothing else', async () => {
    const pending = await registerMember(server, { userId: 'wait2026' });
    const result = await server.call('signIn', {
      body: { userId: pending.userId, password: pending.password },
    });
    expect(result.body).toMatchObject({ code: 0, data: null });
    expect(JSON.stringify(result.body)).not.toContain('accessToken');
  });

  it('a rejected account cannot sign in and gets no tokens', async () => {
    const member = await registerMember(server, { userId: 'later2026' });
    await server.runtime.services.administration.reject(
      'test-admin',
      member.userId,
      '졸업생 확인 불가',
    );
    const again = await server.call('signIn', {
      body: { userId: member.userId, password: member.password },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.body).toMatchObject({ data: null, message: expect.stringMatching(/[가-힣]/u) });
  });

  it('a withdrawn account cannot sign in, and its earlier token stops working', async () => {
    const leaving = await signedInMember(server, { userId: 'gone2026' });
    const withdrawn = await server.call('withdraw', {
      ...as(leaving),
      body: { password: leaving.password, reason: '이사' },
    });
    expect(withdrawn.status).toBe(200);
    const again = await server.call('signIn', {
      body: { userId: leaving.userId, password: leaving.password },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect((await server.call('getMyInfo', as(leaving))).status).toBe(401);
    const ping = await server.call('ping', as(leaving));
    expect(ping.body).not.toMatchObject({ data: true });
  });

  it('a plain member cannot use the administrators’ calls', async () => {
    const pending = await registerMember(server, { userId: 'wait2027' });
    const list = await server.call('listMembers', as(alice));
    expect(list.status).toBe(403);
    const approval = await server.call('approveMember', {
      ...as(alice),
      params: { userId: pending.userId },
    });
    expect(approval.status).toBe(403);
    const stillPending = await server.call('signIn', {
      body: { userId: pending.userId, password: pending.password },
    });
    expect(stillPending.body).toMatchObject({ data: null });
  });
});
