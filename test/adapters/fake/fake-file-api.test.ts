import { describe, expect, it } from 'vitest';
import { addMember, type FakeWorld, fakeWorld, signInAs } from '../../support/fake-world';

const NOT_FOUND = { name: 'ApiError', status: 404, message: '파일을 찾을 수 없습니다.' };

function pdf(text = '%PDF-1.7 기부금영수증') {
  return new Blob([text], { type: 'application/pdf' });
}

function png(text = 'png-bytes') {
  return new Blob([text], { type: 'image/png' });
}

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

function signedOut(world: FakeWorld) {
  world.tokenStore.clearTokens();
}

describe('FakeFileApi.upload', () => {
  it('answers the new group and file ids and reports progress 1', async () => {
    const world = fakeWorld();
    const progress: number[] = [];
    const ref = await world.fileApi.upload(
      { name: '회칙.pdf', data: pdf() },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(ref.atchFileMstId).toMatch(/^files-\d+$/u);
    expect(ref.atchFileId).toMatch(/^file-\d+$/u);
    expect(progress).toEqual([1]);
  });

  it('starts a new group for each upload without a group id', async () => {
    const world = fakeWorld();
    const first = await world.fileApi.upload({ name: 'a.pdf', data: pdf() });
    const second = await world.fileApi.upload({ name: 'b.pdf', data: pdf() });
    expect(second.atchFileMstId).not.toBe(first.atchFileMstId);
    expect(second.atchFileId).not.toBe(first.atchFileId);
  });

  it('adds to the owner’s existing group when given its id', async () => {
    const { world } = await twoMembers();
    const first = await world.fileApi.upload({ name: 'a.pdf', data: pdf() });
    const second = await world.fileApi.upload(
      { name: 'b.pdf', data: pdf() },
      { atchFileMstId: first.atchFileMstId },
    );
    expect(second.atchFileMstId).toBe(first.atchFileMstId);
    expect(world.backend.files.get(first.atchFileMstId)?.map((file) => file.fileName)).toEqual([
      'a.pdf',
      'b.pdf',
    ]);
  });

  it('refuses to add to another member’s group with a Korean 403, leaving the group alone', async () => {
    const { world, as, kim } = await twoMembers();
    const hongs = await world.fileApi.upload({ name: 'a.pdf', data: pdf() });
    as(kim);
    await expect(
      world.fileApi.upload({ name: 'b.pdf', data: pdf() }, { atchFileMstId: hongs.atchFileMstId }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      message: '이 파일 묶음에 파일을 추가할 수 없습니다.',
    });
    expect(world.backend.files.get(hongs.atchFileMstId)).toHaveLength(1);
  });

  it('refuses a visitor adding to a member’s group', async () => {
    const { world } = await twoMembers();
    const hongs = await world.fileApi.upload({ name: 'a.pdf', data: pdf() });
    signedOut(world);
    await expect(
      world.fileApi.upload({ name: 'b.pdf', data: pdf() }, { atchFileMstId: hongs.atchFileMstId }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 403 });
  });

  it('records name, type, size and upload time, with a default type for untyped data', async () => {
    const world = fakeWorld();
    world.clock.set('2026-11-22T10:30:00+09:00');
    const ref = await world.fileApi.upload({ name: '메모', data: new Blob(['가나다']) });
    expect(await world.fileApi.recentFile(ref.atchFileMstId)).toEqual({
      ...ref,
      fileName: '메모',
      mimeType: 'application/octet-stream',
      size: 9,
      uploadedAt: '2026-11-22T01:30:00.000Z',
    });
  });

  it('rejects without storing anything when the signal is already aborted', async () => {
    const world = fakeWorld();
    const controller = new AbortController();
    controller.abort();
    const progress: number[] = [];
    await expect(
      world.fileApi.upload(
        { name: 'a.pdf', data: pdf() },
        { signal: controller.signal, onProgress: (fraction) => progress.push(fraction) },
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(world.backend.files.size).toBe(0);
    expect(progress).toEqual([]);
  });
});

describe('FakeFileApi.uploadProfileImage', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])(
    'accepts a %s image',
    async (type) => {
      const world = fakeWorld();
      const ref = await world.fileApi.uploadProfileImage({
        name: '프로필',
        data: new Blob(['x'], { type }),
      });
      expect(world.backend.files.get(ref.atchFileMstId)?.[0]?.mimeType).toBe(type);
    },
  );

  it.each(['application/pdf', 'image/svg+xml', 'text/plain', ''])(
    'refuses the type %j with a Korean 400 and stores nothing',
    async (type) => {
      const world = fakeWorld();
      await expect(
        world.fileApi.uploadProfileImage({ name: 'me', data: new Blob(['x'], { type }) }),
      ).rejects.toMatchObject({
        name: 'ApiError',
        status: 400,
        message: 'JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.',
      });
      expect(world.backend.files.size).toBe(0);
    },
  );

  it('reports progress 1', async () => {
    const world = fakeWorld();
    const progress: number[] = [];
    await world.fileApi.uploadProfileImage(
      { name: 'me.png', data: png() },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(progress).toEqual([1]);
  });
});

describe('FakeFileApi downloads', () => {
  it('downloads a file by id with its Korean name, type and bytes, reporting progress 1', async () => {
    const world = fakeWorld();
    const ref = await world.fileApi.upload({ name: '2026년 기부금영수증.pdf', data: pdf() });
    const progress: number[] = [];
    const file = await world.fileApi.downloadFile(ref, {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(file.fileName).toBe('2026년 기부금영수증.pdf');
    expect(file.mimeType).toBe('application/pdf');
    expect(await file.data.text()).toBe('%PDF-1.7 기부금영수증');
    expect(progress).toEqual([1]);
  });

  it('downloads a file by its Korean name within the group', async () => {
    const { world } = await twoMembers();
    const first = await world.fileApi.upload({ name: '총회 안내문.hwp', data: new Blob(['안내']) });
    await world.fileApi.upload(
      { name: '참가 신청서.hwp', data: new Blob(['신청']) },
      { atchFileMstId: first.atchFileMstId },
    );
    const file = await world.fileApi.downloadFiles({
      atchFileMstId: first.atchFileMstId,
      fileNm: '참가 신청서.hwp',
    });
    expect(file.fileName).toBe('참가 신청서.hwp');
    expect(await file.data.text()).toBe('신청');
  });

  it('answers a Korean 404 for an unknown group, id or name', async () => {
    const world = fakeWorld();
    const ref = await world.fileApi.upload({ name: 'a.pdf', data: pdf() });
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
    const ref = await world.fileApi.upload({ name: '개인서류.pdf', data: pdf() });
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

  it('serves a private file no longer once its owner’s session has expired', async () => {
    const { world } = await twoMembers();
    const ref = await world.fileApi.upload({ name: '개인서류.pdf', data: pdf() });
    world.clock.advance(60 * 60 * 1000);
    await expect(world.fileApi.downloadFile(ref)).rejects.toMatchObject(NOT_FOUND);
  });

  it('serves a public file (a profile image) to anyone, visitors included', async () => {
    const { world, as, kim } = await twoMembers();
    const ref = await world.fileApi.uploadProfileImage({ name: '홍길동.png', data: png() });
    as(kim);
    await expect(world.fileApi.downloadFile(ref)).resolves.toMatchObject({
      fileName: '홍길동.png',
    });
    as(null);
    await expect(
      world.fileApi.downloadFiles({ atchFileMstId: ref.atchFileMstId, fileNm: '홍길동.png' }),
    ).resolves.toMatchObject({ mimeType: 'image/png' });
  });

  it('rejects a download when the signal is already aborted, without progress', async () => {
    const world = fakeWorld();
    const ref = await world.fileApi.upload({ name: 'a.pdf', data: pdf() });
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
    const { world } = await twoMembers();
    const first = await world.fileApi.uploadProfileImage({ name: '예전.png', data: png() });
    const second = await world.fileApi.uploadProfileImage(
      { name: '최근.png', data: png('newer') },
      { atchFileMstId: first.atchFileMstId },
    );
    const recent = await world.fileApi.recentFile(first.atchFileMstId);
    expect(recent).toStrictEqual({
      atchFileMstId: second.atchFileMstId,
      atchFileId: second.atchFileId,
      fileName: '최근.png',
      mimeType: 'image/png',
      size: 5,
      uploadedAt: '2026-11-22T01:00:00.000Z',
    });
  });

  it('answers null for an unknown group', async () => {
    expect(await fakeWorld().fileApi.recentFile('files-999999')).toBeNull();
  });

  it('answers null to someone else for a private group', async () => {
    const { world, as, kim } = await twoMembers();
    const ref = await world.fileApi.upload({ name: '개인서류.pdf', data: pdf() });
    as(kim);
    expect(await world.fileApi.recentFile(ref.atchFileMstId)).toBeNull();
  });
});

describe('FakeFileApi.mediaUrl', () => {
  it('answers a blob: URL for a public file, the same one every time', async () => {
    const world = fakeWorld();
    const ref = await world.fileApi.uploadProfileImage({ name: 'me.png', data: png() });
    const url = world.fileApi.mediaUrl(ref.atchFileId);
    expect(url).toMatch(/^blob:/u);
    expect(world.fileApi.mediaUrl(ref.atchFileId)).toBe(url);
  });

  it('answers different URLs for different public files', async () => {
    const world = fakeWorld();
    const first = await world.fileApi.uploadProfileImage({ name: 'a.png', data: png('a') });
    const second = await world.fileApi.uploadProfileImage({ name: 'b.png', data: png('b') });
    expect(world.fileApi.mediaUrl(first.atchFileId)).not.toBe(
      world.fileApi.mediaUrl(second.atchFileId),
    );
  });

  it('answers an empty data: URL for an unknown file', () => {
    expect(fakeWorld().fileApi.mediaUrl('file-999999')).toBe('data:,');
  });

  it('answers an empty data: URL for a private file, even to its owner', async () => {
    const { world } = await twoMembers();
    const ref = await world.fileApi.upload({ name: '개인서류.pdf', data: pdf() });
    expect(world.fileApi.mediaUrl(ref.atchFileId)).toBe('data:,');
  });
});

describe('FakeFileApi: progress steps and held uploads (for watching a screen upload)', () => {
  it('reports the steps in order, then 1', async () => {
    const world = fakeWorld();
    world.fileApi.uploadProgressSteps = [0, 0.4, 0.8];
    const progress: number[] = [];
    await world.fileApi.uploadProfileImage(
      { name: 'me.png', data: png() },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(progress).toEqual([0, 0.4, 0.8, 1]);
  });

  it('holds an upload after its steps until released', async () => {
    const world = fakeWorld();
    world.fileApi.uploadProgressSteps = [0.5];
    const release = world.fileApi.holdUploads();
    const progress: number[] = [];
    let done = false;
    const upload = world.fileApi
      .uploadProfileImage(
        { name: 'me.png', data: png() },
        { onProgress: (fraction) => progress.push(fraction) },
      )
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
    const upload = world.fileApi.uploadProfileImage(
      { name: 'me.png', data: png() },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(world.backend.files.size).toBe(0);
  });
});
