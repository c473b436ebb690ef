import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberProfileData } from '../../src/contract/shared/member-schemas';
import { expectRefusal, expectSuccess } from '../server/support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../server/support/members';
import { anUpdateOf } from '../support/members';
import { sqliteOnly } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';
import { PNG, upload, type Uploaded, uploaded } from '../server/support/uploads';

/**
 * Insecure direct object references: a member who knows (or guesses) the ids of another
 * member's files tries every call that takes a file id. A member's files are theirs alone; the
 * answer is the same "not found" as for a file that does not exist, so ids cannot be probed.
 */
describe.each(sqliteOnly())('member files by another member’s ids (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let alice: SignedInMember;
  let bob: SignedInMember;
  let bobsFile: Uploaded;
  let bobsImage: Uploaded;

  beforeEach(async () => {
    alice = await signedInMember(server, { userId: 'alice2026', name: '김앨리' });
    bob = await signedInMember(server, { userId: 'bob2026', name: '박밥' });
    bobsFile = await uploaded(server, { member: bob, fileName: '성적증명서.png' });
    bobsImage = await uploaded(server, {
      call: '/api/user/file/profileImage',
      member: bob,
      fileName: '밥.png',
    });
  });

  async function bobsGroupHolds(group: string): Promise<string[]> {
    const rows = await server.runtime.ports.store.files.listGroup(group);
    return rows.map((file) => file.fileName);
  }

  const callers = () =>
    [
      ['another member', as(alice)],
      ['a visitor', {}],
    ] as const;

  it('refuses downloadFile with the other’s ids with 404 code 4041, for members and visitors', async () => {
    for (const [who, caller] of callers()) {
      const result = await server.call('downloadFile', { ...caller, body: bobsFile });
      expect(result.status, who).toBe(404);
      expectRefusal(result, 'fileNotFound');
    }
  });

  it('refuses downloadFile with the caller’s own group and the other’s file id', async () => {
    const own = await uploaded(server, { member: alice, fileName: '내파일.png' });
    const result = await server.call('downloadFile', {
      ...as(alice),
      body: { atchFileMstId: own.atchFileMstId, atchFileId: bobsFile.atchFileId },
    });
    expectRefusal(result, 'fileNotFound');
  });

  it('refuses downloadFiles with the other’s group and file name with 404 code 4041', async () => {
    for (const [who, caller] of callers()) {
      const result = await server.call('downloadFiles', {
        ...caller,
        body: { atchFileMstId: bobsFile.atchFileMstId, fileNm: '성적증명서.png' },
      });
      expect(result.status, who).toBe(404);
      expectRefusal(result, 'fileNotFound');
    }
  });

  it('answers recentFile of the other’s group with no file', async () => {
    for (const [who, caller] of callers()) {
      const result = await server.call('recentFile', {
        ...caller,
        query: { atchFileMstId: bobsFile.atchFileMstId },
      });
      expect(expectSuccess(result), who).toBeNull();
    }
  });

  it('does not serve the other’s private image as a public media file', async () => {
    const response = await server.fetch(`/api/atchFile/media/${bobsImage.atchFileId}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 4041, data: null });
  });

  it('lets the owner download the same file (the ids above were right)', async () => {
    const own = await server.fetch('/api/user/file/downloadFile', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${bob.accessToken}`,
        'x-user-id': bob.userId,
        'content-type': 'application/json',
      },
      body: JSON.stringify(bobsFile),
    });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it.each(['/api/user/file', '/api/user/file/profileImage'] as const)(
    'refuses an upload to %s into the other’s file group with 403 code 4030; the group is unchanged',
    async (call) => {
      for (const group of [bobsFile.atchFileMstId, bobsImage.atchFileMstId]) {
        const before = await bobsGroupHolds(group);
        const result = await upload(server, {
          call,
          member: alice,
          fileName: 'intruder.png',
          group,
        });
        expectRefusal(result, 'forbidden');
        expect(await bobsGroupHolds(group)).toEqual(before);
      }
      const recent = await server.call<{ fileName: string } | null>('recentFile', {
        ...as(bob),
        query: { atchFileMstId: bobsFile.atchFileMstId },
      });
      expect(expectSuccess(recent)?.fileName).toBe('성적증명서.png');
    },
  );

  it('refuses PUT /api/user/my naming the other’s image group as profileImageMstId with 400 code 4000; the profile is unchanged', async () => {
    const before = expectSuccess(await server.call<MemberProfileData>('getMyInfo', as(alice)));
    const result = await server.call('updateMyInfo', {
      ...as(alice),
      body: { ...anUpdateOf(before), profileImageMstId: bobsImage.atchFileMstId },
    });
    expectRefusal(result, 'invalidInput');
    const after = expectSuccess(await server.call<MemberProfileData>('getMyInfo', as(alice)));
    expect(after).toEqual(before);
    expect(after.profileImage).toBeNull();
  });
});
