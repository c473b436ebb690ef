import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FileRecord } from '../../../../../server/application/files';
import {
  PROFILE_IMAGE_MAX_BYTES,
  UNCLAIMED_UPLOAD_TTL_MS,
  VISITOR_UPLOADS_PER_HOUR,
} from '../../../../../server/domain/files';
import {
  expectRefusal,
  expectSuccess,
  ONE_MINUTE,
  requestCode,
} from '../../../support/auth-helpers';
import { approve, as, signedInMember, signIn, type SignedInMember } from '../../../support/members';
import { aSignUpBody } from '../../../../support/members';
import { dialects, onSqliteOnly, sqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG signature followed by padding, `size` bytes in all. */
function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  PNG.copy(bytes, 0, 0, Math.min(PNG.length, size));
  return bytes;
}

interface Uploaded {
  readonly atchFileMstId: string;
  readonly atchFileId: string;
}

interface UploadAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: { code: number; message: string | null; data: Uploaded | null };
}

describe.each(dialects())('profile image before sign-up (%s)', (dialect) => {
  // The feature's PostgreSQL flow and what the database decides run on both; the rest on SQLite.
  const itOnSqlite = onSqliteOnly(dialect);
  const server = useTestServer(dialect);

  async function uploadImage(
    options: {
      readonly member?: SignedInMember;
      readonly token?: string;
      readonly name?: string;
      readonly bytes?: Buffer;
      readonly type?: string;
      readonly atchFileMstId?: string;
    } = {},
  ): Promise<UploadAnswer> {
    const form = new FormData();
    if (options.atchFileMstId) form.append('atchFileMstId', options.atchFileMstId);
    form.append(
      'file',
      new Blob([new Uint8Array(options.bytes ?? PNG)], { type: options.type ?? 'image/png' }),
      options.name ?? '프로필.png',
    );
    const headers: Record<string, string> = {};
    const token = options.token ?? options.member?.accessToken;
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.member) headers['x-user-id'] = options.member.userId;
    const response = await server.fetch('/api/user/file/profileImage', {
      method: 'POST',
      headers,
      body: form,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as UploadAnswer['body'],
    };
  }

  async function visitorUpload(): Promise<Uploaded> {
    const answer = await uploadImage();
    expect(answer.status).toBe(200);
    if (!answer.body.data) throw new Error(`upload failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  }

  function rowsOf(atchFileMstId: string): Promise<readonly FileRecord[]> {
    return server.runtime.ports.store.files.listGroup(atchFileMstId);
  }

  function storedBytesExist(sha256: string): boolean {
    return fs.existsSync(
      path.join(server.dataDir, 'files', sha256.slice(0, 2), sha256.slice(2, 4), sha256),
    );
  }

  async function signUpWithImage(profileImageMstId: string, userId: string) {
    const body = aSignUpBody({ userId, profileImageMstId });
    const emailAuthCode = await requestCode(server, body.email, 'signUp');
    const result = await server.call('signUp', { body: { ...body, emailAuthCode } });
    return { result, body };
  }

  itOnSqlite('accepts a visitor’s image, stored private and without an owner', async () => {
    const uploaded = await visitorUpload();
    const rows = await rowsOf(uploaded.atchFileMstId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      atchFileId: uploaded.atchFileId,
      ownerId: null,
      visibility: 'private',
      mimeType: 'image/png',
      fileName: '프로필.png',
      size: PNG.length,
    });
    expect(storedBytesExist(rows[0]?.sha256 ?? '')).toBe(true);
  });

  itOnSqlite('keeps a signed-in member’s upload as theirs', async () => {
    const member = await signedInMember(server, { userId: 'owner2026' });
    const answer = await uploadImage({ member });
    const data = expectSuccess(answer);
    expect((await rowsOf(data?.atchFileMstId ?? ''))[0]?.ownerId).toBe('owner2026');
  });

  itOnSqlite('refuses what is not an image with the Korean 415, storing nothing', async () => {
    for (const [name, bytes, type] of [
      ['이력서.pdf', Buffer.from('%PDF-1.7\n내용'), 'application/pdf'],
      ['가짜.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'],
    ] as const) {
      const answer = await uploadImage({ name, bytes, type });
      expectRefusal(answer, 'unsupportedFile');
      expect(answer.status).toBe(415);
      expect(answer.body.message).toBe(
        '프로필 사진은 JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.',
      );
    }
    const rows = await server.runtime.database.db
      .selectFrom('attached_files')
      .select('atch_file_id')
      .execute();
    expect(rows).toEqual([]);
  });

  itOnSqlite('refuses an image over 5 MB with 413, and takes one of exactly 5 MB', async () => {
    const tooLarge = await uploadImage({ bytes: pngOfSize(PROFILE_IMAGE_MAX_BYTES + 1) });
    expectRefusal(tooLarge, 'fileTooLarge');
    expect(tooLarge.body.message).toBe('파일은 5 MB까지 올릴 수 있습니다.');
    const rows = await server.runtime.database.db
      .selectFrom('attached_files')
      .select('atch_file_id')
      .execute();
    expect(rows).toEqual([]);

    const justRight = await uploadImage({ bytes: pngOfSize(PROFILE_IMAGE_MAX_BYTES) });
    expect(justRight.status).toBe(200);
  });

  itOnSqlite('lets a visitor add nothing to a group, not even an unclaimed one', async () => {
    const uploaded = await visitorUpload();
    const again = await uploadImage({ atchFileMstId: uploaded.atchFileMstId });
    expectRefusal(again, 'forbidden');
    expect(await rowsOf(uploaded.atchFileMstId)).toHaveLength(1);
  });

  itOnSqlite(
    'answers 401 to an expired token instead of storing the upload as a visitor’s',
    async () => {
      const member = await signedInMember(server, { userId: 'late2026' });
      server.clock.advance(61 * ONE_MINUTE);
      const answer = await uploadImage({ member });
      expectRefusal(answer, 'tokenExpired');
      const rows = await server.runtime.database.db
        .selectFrom('attached_files')
        .select('atch_file_id')
        .execute();
      expect(rows).toEqual([]);
    },
  );

  it('is claimed by sign-up: the new member owns it and sees it; a second sign-up cannot take it', async () => {
    const uploaded = await visitorUpload();
    const { result, body } = await signUpWithImage(uploaded.atchFileMstId, 'newface2026');
    expectSuccess(result);
    expect((await rowsOf(uploaded.atchFileMstId)).map((file) => file.ownerId)).toEqual([
      'newface2026',
    ]);
    const account = await server.runtime.ports.store.accounts.find('newface2026');
    expect(account?.profileImageMstId).toBe(uploaded.atchFileMstId);

    await approve(server, 'newface2026');
    const member = await signIn(server, {
      userId: body.userId,
      password: body.password,
      email: body.email,
      name: body.name,
    });
    const my = await server.call<{ profileImage: Uploaded | null }>('getMyInfo', as(member));
    expect(expectSuccess(my).profileImage).toEqual(uploaded);
    const own = await server.fetch('/api/user/file/downloadFile', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${member.accessToken}`,
        'x-user-id': member.userId,
        'content-type': 'application/json',
      },
      body: JSON.stringify(uploaded),
    });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(PNG)).toBe(true);

    const second = await signUpWithImage(uploaded.atchFileMstId, 'copycat2026');
    expectRefusal(second.result, 'invalidInput');
    expect(second.result.body.message).toBe('프로필 사진을 다시 올려 주세요.');
    expect(await server.runtime.ports.store.accounts.find('copycat2026')).toBeNull();
    expect((await rowsOf(uploaded.atchFileMstId))[0]?.ownerId).toBe('newface2026');
  });

  it('is claimed once when two sign-ups name it at the same time', async () => {
    const uploaded = await visitorUpload();
    const bodies = await Promise.all(
      ['twin2026a', 'twin2026b'].map(async (userId) => {
        const body = aSignUpBody({ userId, profileImageMstId: uploaded.atchFileMstId });
        return { ...body, emailAuthCode: await requestCode(server, body.email, 'signUp') };
      }),
    );
    const results = await Promise.all(bodies.map((body) => server.call('signUp', { body })));
    const winners = bodies.filter((_, index) => results[index]?.status === 200);
    expect(winners).toHaveLength(1);
    const loser = results.find((result) => result.status !== 200);
    if (!loser) throw new Error('expected one refusal');
    expectRefusal(loser, 'invalidInput');
    const owner = winners[0]?.userId;
    expect((await rowsOf(uploaded.atchFileMstId))[0]?.ownerId).toBe(owner);
    for (const body of bodies) {
      const account = await server.runtime.ports.store.accounts.find(body.userId);
      expect(account === null).toBe(body.userId !== owner);
    }
  });

  itOnSqlite('cannot claim a member’s files nor the site’s public images at sign-up', async () => {
    const member = await signedInMember(server, { userId: 'keeper2026' });
    const owned = expectSuccess(await uploadImage({ member }));
    const publicImage: FileRecord = {
      atchFileId: 'site-photo-1',
      atchFileMstId: 'site-gallery-1',
      ownerId: null,
      visibility: 'public',
      fileName: '총회.png',
      mimeType: 'image/png',
      size: PNG.length,
      sha256: (await rowsOf(owned?.atchFileMstId ?? ''))[0]?.sha256 ?? '',
      createdAt: server.clock.now().toISOString(),
    };
    await server.runtime.ports.store.files.insert(publicImage);

    for (const [group, userId] of [
      [owned?.atchFileMstId ?? '', 'thief2026'],
      ['site-gallery-1', 'thief2027'],
    ] as const) {
      const { result } = await signUpWithImage(group, userId);
      expectRefusal(result, 'invalidInput');
      expect(await server.runtime.ports.store.accounts.find(userId)).toBeNull();
    }
    expect((await rowsOf('site-gallery-1'))[0]).toMatchObject({
      ownerId: null,
      visibility: 'public',
    });
    expect((await rowsOf(owned?.atchFileMstId ?? ''))[0]?.ownerId).toBe('keeper2026');
  });

  itOnSqlite(
    'lets nobody else read an unclaimed image: visitors, members, by id, by name, as media',
    async () => {
      const uploaded = await visitorUpload();
      const someone = await signedInMember(server, { userId: 'curious2026' });
      for (const caller of [{}, as(someone)]) {
        const byId = await server.call('downloadFile', { ...caller, body: uploaded });
        const byName = await server.call('downloadFiles', {
          ...caller,
          body: { atchFileMstId: uploaded.atchFileMstId, fileNm: '프로필.png' },
        });
        expectRefusal(byId, 'fileNotFound');
        expectRefusal(byName, 'fileNotFound');
        const recent = await server.call('recentFile', {
          ...caller,
          query: { atchFileMstId: uploaded.atchFileMstId },
        });
        expect(expectSuccess(recent)).toBeNull();
      }
      const media = await server.fetch(`/api/atchFile/media/${uploaded.atchFileId}`);
      expect({ status: media.status, body: await media.json() }).toMatchObject({
        status: 404,
        body: { code: 4041, data: null },
      });
    },
  );

  it('deletes unclaimed images older than a day, rows and bytes; keeps claimed, fresh and shared ones', async () => {
    const stale = await visitorUpload();
    const staleOther = await visitorUpload();
    const claimed = await visitorUpload();
    expectSuccess((await signUpWithImage(claimed.atchFileMstId, 'claimer2026')).result);
    const uniqueBytes = pngOfSize(PNG.length + 7);
    const lonely = expectSuccess(await uploadImage({ bytes: uniqueBytes }));
    const staleSha = (await rowsOf(stale.atchFileMstId))[0]?.sha256 ?? '';
    const lonelySha = (await rowsOf(lonely?.atchFileMstId ?? ''))[0]?.sha256 ?? '';

    server.clock.advance(UNCLAIMED_UPLOAD_TTL_MS - ONE_MINUTE);
    expect(await server.runtime.services.files.deleteUnclaimedUploads()).toBe(0);

    server.clock.advance(2 * ONE_MINUTE);
    const fresh = await visitorUpload();
    // Too old to be claimed now, even before the clean-up has run.
    const late = await signUpWithImage(staleOther.atchFileMstId, 'latecomer2026');
    expectRefusal(late.result, 'invalidInput');

    expect(await server.runtime.services.files.deleteUnclaimedUploads()).toBe(3);
    expect(await rowsOf(stale.atchFileMstId)).toEqual([]);
    expect(await rowsOf(staleOther.atchFileMstId)).toEqual([]);
    expect(await rowsOf(lonely?.atchFileMstId ?? '')).toEqual([]);
    expect(storedBytesExist(lonelySha)).toBe(false);
    // The same bytes are still the claimed and the fresh image's: they stay on disk.
    expect(storedBytesExist(staleSha)).toBe(true);
    expect((await rowsOf(claimed.atchFileMstId))[0]?.ownerId).toBe('claimer2026');
    expect(await rowsOf(fresh.atchFileMstId)).toHaveLength(1);

    expect(await server.runtime.services.files.deleteUnclaimedUploads()).toBe(0);
  });
});

describe.each(sqliteOnly())('profile image upload rate limit for visitors (%s)', (dialect) => {
  const server = useTestServer(dialect, { env: { RATE_LIMIT: 'on' } });

  function upload(member?: SignedInMember) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    return server.fetch('/api/user/file/profileImage', {
      method: 'POST',
      headers: member
        ? { authorization: `Bearer ${member.accessToken}`, 'x-user-id': member.userId }
        : {},
      body: form,
    });
  }

  it(`takes ${VISITOR_UPLOADS_PER_HOUR} visitor uploads an hour from one address, then 429; members are counted apart`, async () => {
    for (let index = 0; index < VISITOR_UPLOADS_PER_HOUR; index += 1) {
      const answer = await upload();
      await answer.arrayBuffer();
      expect(answer.status).toBe(200);
    }
    const refused = await upload();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(50 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(await refused.json()).toMatchObject({
      code: 4291,
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
      data: null,
    });

    const member = await signedInMember(server, { userId: 'steady2026' });
    const own = await upload(member);
    await own.arrayBuffer();
    expect(own.status).toBe(200);
  });
});
