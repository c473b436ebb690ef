import { describe, expect, it } from 'vitest';
import type { AttachedFileRef } from '../../../src/domain/shared/attachments/attached-file';
import { addMember, type FakeWorld, fakeWorld, signInAs } from '../../support/fake-world';
import { aFile, aPngFile, PNG } from '../../support/files';

const NOT_FOUND = {
  name: 'ApiError',
  status: 404,
  code: 4041,
  message: '파일을 찾을 수 없습니다.',
};

function pdf(name = '회칙.pdf', text = '%PDF-1.7 기부금영수증') {
  return aFile(name, text, 'application/pdf');
}

/** Two approved members; 홍길동 signed in. */
async function twoMembers() {
  const world = fakeWorld();
  addMember(world);
  addMember(world, { userId: 'kim456', name: '김철수', email: 'kim@example.com' });
  const hong = await signInAs(world, 'hong123');
  const kim = (await world.authApi.signIn({ userId: 'kim456', password: 'Hanbit!2026' })).tokens;
  if (!kim) throw new Error('expected tokens for kim456');
  return {
    world,
    as(tokens: typeof hong | null) {
      if (tokens) world.tokenStore.saveTokens(tokens);
      else world.tokenStore.clearTokens();
    },
    hong,
    kim,
  };
}

/** 홍길동, signed in. */
async function member(): Promise<FakeWorld> {
  const world = fakeWorld();
  addMember(world);
  await signInAs(world, 'hong123');
  return world;
}

/** An image the office put on the site, as the demo data does: public, owned by nobody. */
function siteImage(world: FakeWorld, atchFileId: string): AttachedFileRef {
  const ref = { atchFileMstId: `gallery-${atchFileId}`, atchFileId };
  const data = new Blob([PNG], { type: 'image/png' });
  world.backend.files.set(ref.atchFileMstId, [
    {
      ...ref,
      fileName: `${atchFileId}.png`,
      mimeType: 'image/png',
      size: data.size,
      uploadedAt: world.clock.now().toISOString(),
      data,
      public: true,
      ownerId: null,
    },
  ]);
  return ref;
}

describe('FakeFileApi.uploadFile', () => {
  it('answers the new group and file ids and reports progress 1', async () => {
    const world = await member();
    const progress: number[] = [];
    const ref = await world.fileApi.uploadFile(pdf(), {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(ref.atchFileMstId).toMatch(/^files-\d+$/u);
    expect(ref.atchFileId).toMatch(/^file-\d+$/u);
    expect(progress).toEqual([1]);
  });

  it('needs a signed-in member, as the server (401, 4010)', async () => {
    const world = fakeWorld();
    await expect(world.fileApi.uploadFile(pdf())).rejects.toMatchObject({
      status: 401,
      code: 4010,
    });
    expect(world.backend.files.size).toBe(0);
  });

  it('starts a new group for each upload without a group id (or with an empty one)', async () => {
    const world = await member();
    const first = await world.fileApi.uploadFile(pdf('a.pdf'));
    const second = await world.fileApi.uploadFile(pdf('b.pdf'), { atchFileMstId: '' });
    expect(second.atchFileMstId).not.toBe(first.atchFileMstId);
    expect(second.atchFileId).not.toBe(first.atchFileId);
  });

  it('adds to the owner’s existing group when given its id', async () => {
    const { world } = await twoMembers();
    const first = await world.fileApi.uploadFile(pdf('a.pdf'));
    const second = await world.fileApi.uploadFile(pdf('b.pdf'), {
      atchFileMstId: first.atchFileMstId,
    });
    expect(second.atchFileMstId).toBe(first.atchFileMstId);
    expect(world.backend.files.get(first.atchFileMstId)?.map((file) => file.fileName)).toEqual([
      'a.pdf',
      'b.pdf',
    ]);
  });

  it('refuses to add to another member’s group, or to a group that does not exist, leaving it alone', async () => {
    const { world, as, kim } = await twoMembers();
    const hongs = await world.fileApi.uploadFile(pdf('a.pdf'));
    as(kim);
    for (const atchFileMstId of [hongs.atchFileMstId, 'files-999999']) {
      await expect(world.fileApi.uploadFile(pdf('b.pdf'), { atchFileMstId })).rejects.toMatchObject(
        {
          name: 'ApiError',
          status: 403,
          code: 4030,
          message: '이 파일 묶음에는 파일을 추가할 수 없습니다.',
        },
      );
    }
    expect(world.backend.files.get(hongs.atchFileMstId)).toHaveLength(1);
    expect(world.backend.files.has('files-999999')).toBe(false);
  });

  it('refuses a visitor adding a profile image to a member’s group', async () => {
    const { world, as } = await twoMembers();
    const hongs = await world.fileApi.uploadProfileImage(aPngFile());
    as(null);
    await expect(
      world.fileApi.uploadProfileImage(aPngFile(), { atchFileMstId: hongs.atchFileMstId }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 403 });
  });

  it('records the name as the server keeps it, the type of its kind, the size and upload time', async () => {
    const world = await member();
    world.clock.set('2026-11-22T10:30:00+09:00');
    const ref = await world.fileApi.uploadFile(aFile('C:\\문서\\ 메모.txt', '가나다', ''));
    expect(await world.fileApi.recentFile(ref.atchFileMstId)).toEqual({
      ...ref,
      fileName: '메모.txt',
      mimeType: 'text/plain; charset=utf-8',
      size: 9,
      uploadedAt: '2026-11-22T01:30:00.000Z',
    });
  });

  it.each([
    ['a name without an allowed extension', aFile('setup.exe', 'MZ', 'application/x-msdownload')],
    ['contents unlike the extension', aFile('사진.jpg', 'not a jpeg', 'image/jpeg')],
    ['an empty file', aFile('빈.txt', '', 'text/plain')],
  ])('refuses %s with 415 (4150), storing nothing', async (_case, file) => {
    const world = await member();
    await expect(world.fileApi.uploadFile(file)).rejects.toMatchObject({
      name: 'ApiError',
      status: 415,
      code: 4150,
      message: '올릴 수 없는 파일입니다. 파일 형식과 내용을 확인해 주세요.',
    });
    expect(world.backend.files.size).toBe(0);
  });

  it('refuses a file over 10 MB with 413 (4130)', async () => {
    const world = await member();
    const big = aFile('큰 파일.pdf', new Uint8Array(10 * 1024 * 1024 + 1), 'application/pdf');
    await expect(world.fileApi.uploadFile(big)).rejects.toMatchObject({
      status: 413,
      code: 4130,
      message: '파일은 10 MB까지 올릴 수 있습니다.',
    });
  });

  it('rejects without storing anything when the signal is already aborted', async () => {
    const world = await member();
    const controller = new AbortController();
    controller.abort();
    const progress: number[] = [];
    await expect(
      world.fileApi.uploadFile(pdf(), {
        signal: controller.signal,
        onProgress: (fraction) => progress.push(fraction),
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(world.backend.files.size).toBe(0);
    expect(progress).toEqual([]);
  });
});

describe('FakeFileApi.uploadProfileImage', () => {
  it.each([
    ['image/jpeg', '사진.jpg', [0xff, 0xd8, 0xff, 0xe0]],
    ['image/png', '사진.png', [...PNG]],
    ['image/webp', '사진.webp', [...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0))],
    ['image/gif', '사진.gif', [...'GIF89a'].map((c) => c.charCodeAt(0))],
  ])('accepts a %s image, by its name and first bytes', async (type, name, bytes) => {
    const world = fakeWorld();
    const ref = await world.fileApi.uploadProfileImage(
      aFile(name, new Uint8Array(bytes), 'application/octet-stream'),
    );
    expect(world.backend.files.get(ref.atchFileMstId)?.[0]).toMatchObject({
      mimeType: type,
      ownerId: null,
      public: false,
    });
  });

  it.each([
    ['a PDF', aFile('이력서.pdf', '%PDF-1.4', 'application/pdf')],
    ['an SVG', aFile('그림.svg', '<svg/>', 'image/svg+xml')],
    ['text', aFile('메모.txt', '안녕', 'text/plain')],
    ['text named .png', aFile('가짜.png', 'x', 'image/png')],
  ])('refuses %s with 415 (4150) and stores nothing', async (_case, file) => {
    const world = fakeWorld();
    await expect(world.fileApi.uploadProfileImage(file)).rejects.toMatchObject({
      name: 'ApiError',
      status: 415,
      code: 4150,
      message: '프로필 사진은 JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.',
    });
    expect(world.backend.files.size).toBe(0);
  });

  it('reports progress 1', async () => {
    const world = fakeWorld();
    const progress: number[] = [];
    await world.fileApi.uploadProfileImage(aPngFile(), {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(progress).toEqual([1]);
  });
});

describe('FakeFileApi downloads', () => {
  it('downloads a file by id with its Korean name, type and bytes, reporting progress 1', async () => {
    const world = await member();
    const ref = await world.fileApi.uploadFile(pdf('2026년 기부금영수증.pdf'));
    const progress: number[] = [];
    const file = await world.fileApi.downloadFile(ref, {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(file.fileName).toBe('2026년 기부금영수증.pdf');
    expect(file.mimeType).toBe('application/pdf');
    expect(await file.data.text()).toBe('%PDF-1.7 기부금영수증');
    expect(progress).toEqual([1]);
  });

  it('downloads the newest file of that name within the group', async () => {
    const world = await member();
    const first = await world.fileApi.uploadFile(pdf('총회 안내문.pdf', '%PDF-1 안내'));
    await world.fileApi.uploadFile(pdf('참가 신청서.pdf', '%PDF-1 신청'), {
      atchFileMstId: first.atchFileMstId,
    });
    await world.fileApi.uploadFile(pdf('참가 신청서.pdf', '%PDF-1 고친 신청'), {
      atchFileMstId: first.atchFileMstId,
    });
    const file = await world.fileApi.downloadFiles({
      atchFileMstId: first.atchFileMstId,
      fileNm: '참가 신청서.pdf',
    });
    expect(file.fileName).toBe('참가 신청서.pdf');
    expect(await file.data.text()).toBe('%PDF-1 고친 신청');
  });

  it('answers a Korean 404 for an unknown group, id or name', async () => {
    const world = await member();
    const ref = await world.fileApi.uploadFile(pdf('a.pdf'));
    await expect(
      world.fileApi.downloadFile({ atchFileMstId: 'files-999999', atchFileId: ref.atchFileId }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(
      world.fileApi.downloadFile({ atchFileMstId: ref.atchFileMstId, atchFileId: 'file-999999' }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(
      world.fileApi.downloadFiles({ atchFileMstId: ref.atchFileMstId, fileNm: 'b.pdf' }),
    ).rejects.toMatchObject(NOT_FOUND);
  });

  it('serves a member’s private file to that member only: others and visitors get a 404', async () => {
    const { world, as, kim } = await twoMembers();
    const ref = await world.fileApi.uploadFile(pdf('개인서류.pdf'));
    await expect(world.fileApi.downloadFile(ref)).resolves.toMatchObject({
      fileName: '개인서류.pdf',
    });
    as(kim);
    await expect(world.fileApi.downloadFile(ref)).rejects.toMatchObject(NOT_FOUND);
    await expect(
      world.fileApi.downloadFiles({ atchFileMstId: ref.atchFileMstId, fileNm: '개인서류.pdf' }),
    ).rejects.toMatchObject(NOT_FOUND);
    as(null);
    await expect(world.fileApi.downloadFile(ref)).rejects.toMatchObject(NOT_FOUND);
  });

  it('keeps serving the owner once the access token has expired, refreshing it as over HTTP', async () => {
    const { world, hong } = await twoMembers();
    world.tokenStore.saveTokens(hong);
    const ref = await world.fileApi.uploadFile(pdf('개인서류.pdf'));
    world.clock.advance(60 * 60 * 1000);
    await expect(world.fileApi.downloadFile(ref)).resolves.toMatchObject({
      fileName: '개인서류.pdf',
    });
    expect(world.tokenStore.readTokens()?.refreshToken).not.toBe(hong.refreshToken);
  });

  it('serves a profile image to its owner only, and a visitor’s to nobody', async () => {
    const { world, as, kim } = await twoMembers();
    const hongs = await world.fileApi.uploadProfileImage(aPngFile('홍길동.png'));
    as(kim);
    await expect(world.fileApi.downloadFile(hongs)).rejects.toMatchObject(NOT_FOUND);
    as(null);
    const visitors = await world.fileApi.uploadProfileImage(aPngFile('방문자.png'));
    await expect(world.fileApi.downloadFile(visitors)).rejects.toMatchObject(NOT_FOUND);
    await expect(world.fileApi.recentFile(visitors.atchFileMstId)).resolves.toBeNull();
  });

  it('serves the site’s public images to anyone, visitors included', async () => {
    const world = fakeWorld();
    const photo = siteImage(world, 'photo-1');
    await expect(world.fileApi.downloadFile(photo)).resolves.toMatchObject({
      fileName: 'photo-1.png',
      mimeType: 'image/png',
    });
  });

  it('rejects a download when the signal is already aborted, without progress', async () => {
    const world = await member();
    const ref = await world.fileApi.uploadFile(pdf());
    const controller = new AbortController();
    controller.abort();
    const progress: number[] = [];
    await expect(
      world.fileApi.downloadFile(ref, {
        signal: controller.signal,
        onProgress: (fraction) => progress.push(fraction),
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(progress).toEqual([]);
  });
});

describe('FakeFileApi.recentFile', () => {
  it('answers the newest file of the group as metadata, without data or access flags', async () => {
    const world = await member();
    const first = await world.fileApi.uploadProfileImage(aPngFile('예전.png'));
    const second = await world.fileApi.uploadProfileImage(aPngFile('최근.png'), {
      atchFileMstId: first.atchFileMstId,
    });
    const recent = await world.fileApi.recentFile(first.atchFileMstId);
    expect(recent).toStrictEqual({
      atchFileMstId: second.atchFileMstId,
      atchFileId: second.atchFileId,
      fileName: '최근.png',
      mimeType: 'image/png',
      size: PNG.length,
      uploadedAt: '2026-11-22T01:00:00.000Z',
    });
  });

  it('answers null for an unknown group', async () => {
    expect(await fakeWorld().fileApi.recentFile('files-999999')).toBeNull();
  });

  it('answers null to someone else for a private group', async () => {
    const { world, as, kim } = await twoMembers();
    const ref = await world.fileApi.uploadFile(pdf('개인서류.pdf'));
    as(kim);
    expect(await world.fileApi.recentFile(ref.atchFileMstId)).toBeNull();
  });
});

describe('FakeFileApi.mediaUrl', () => {
  it('answers a blob: URL for a public image of the site, the same one every time', () => {
    const world = fakeWorld();
    const photo = siteImage(world, 'photo-1');
    const url = world.fileApi.mediaUrl(photo.atchFileId);
    expect(url).toMatch(/^blob:/u);
    expect(world.fileApi.mediaUrl(photo.atchFileId)).toBe(url);
  });

  it('answers different URLs for different public images', () => {
    const world = fakeWorld();
    const first = siteImage(world, 'photo-1');
    const second = siteImage(world, 'photo-2');
    expect(world.fileApi.mediaUrl(first.atchFileId)).not.toBe(
      world.fileApi.mediaUrl(second.atchFileId),
    );
  });

  it('answers an empty data: URL for an unknown file', () => {
    expect(fakeWorld().fileApi.mediaUrl('file-999999')).toBe('data:,');
  });

  it('answers an empty data: URL for a member’s file or profile image, even to its owner', async () => {
    const world = await member();
    const document = await world.fileApi.uploadFile(pdf('개인서류.pdf'));
    const image = await world.fileApi.uploadProfileImage(aPngFile());
    expect(world.fileApi.mediaUrl(document.atchFileId)).toBe('data:,');
    expect(world.fileApi.mediaUrl(image.atchFileId)).toBe('data:,');
  });
});

describe('FakeFileApi: progress steps and held uploads (for watching a screen upload)', () => {
  it('reports the steps in order, then 1', async () => {
    const world = fakeWorld();
    world.fileApi.uploadProgressSteps = [0, 0.4, 0.8];
    const progress: number[] = [];
    await world.fileApi.uploadProfileImage(aPngFile(), {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(progress).toEqual([0, 0.4, 0.8, 1]);
  });

  it('holds an upload after its steps until released', async () => {
    const world = fakeWorld();
    world.fileApi.uploadProgressSteps = [0.5];
    const release = world.fileApi.holdUploads();
    const progress: number[] = [];
    let done = false;
    const upload = world.fileApi
      .uploadProfileImage(aPngFile(), { onProgress: (fraction) => progress.push(fraction) })
      .then((ref) => {
        done = true;
        return ref;
      });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect({ done, progress, stored: world.backend.files.size }).toEqual({
      done: false,
      progress: [0.5],
      stored: 0,
    });
    release();
    const ref = await upload;
    expect(progress).toEqual([0.5, 1]);
    expect(world.backend.files.get(ref.atchFileMstId)).toHaveLength(1);
  });

  it('ends a held upload on abort, storing nothing', async () => {
    const world = fakeWorld();
    world.fileApi.holdUploads();
    const controller = new AbortController();
    const upload = world.fileApi.uploadProfileImage(aPngFile(), { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(world.backend.files.size).toBe(0);
  });
});
