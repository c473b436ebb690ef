import { afterEach, describe, expect, it } from 'vitest';
import { MemoryTokenStore } from '../../support/doubles/memory-token-store';
import { RecordingNotifier } from '../../support/doubles/recording-notifier';
import { ApiClient, type UploadRequestFactory } from '../../../src/adapters/http/api-client';
import { NETWORK_ERROR_MESSAGE } from '../../../src/adapters/http/envelope-reader';
import { HttpFileApi } from '../../../src/adapters/http/http-file-api';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../src/application/shared/errors/api-error';
import { type Script, ok, refused, startScriptedServer } from './scripted-server';
import { loopbackXhrs, scriptedXhrs } from './stand-in-xhr';

function jwtFor(sub: string, serial = 1): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, n: serial })}.signature`;
}

const REF = { atchFileMstId: 'group-1', atchFileId: 'file-1' };
const IMAGE_REFUSAL = '프로필 사진은 JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.';
const expiredToken = refused(401, 4011, '로그인이 만료되었습니다. 다시 로그인해 주세요.');

/** An image-like blob of that many bytes. */
function image(bytes: number): Blob {
  return new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/png' });
}

function clientWith(
  baseUrl: string,
  xhr: UploadRequestFactory,
  options: { signedInAs?: string } = {},
) {
  const tokenStore = new MemoryTokenStore();
  if (options.signedInAs) {
    tokenStore.saveTokens({ accessToken: jwtFor(options.signedInAs), refreshToken: 'refresh-1' });
  }
  const notifier = new RecordingNotifier();
  const client = new ApiClient({
    baseUrl,
    fetch: (input, init) => fetch(input, init),
    xhr,
    tokenStore,
    notifier,
    retryDelay: () => 5,
  });
  let expired = 0;
  client.onSessionExpired(() => {
    expired += 1;
  });
  return { client, files: new HttpFileApi(client), tokenStore, notifier, expired: () => expired };
}

describe('uploads through XMLHttpRequest, against a real server on loopback', () => {
  let server: Awaited<ReturnType<typeof startScriptedServer>> | null = null;

  afterEach(async () => {
    await server?.close();
    server = null;
  });

  async function setUp(script: Script, options: { signedInAs?: string } = {}) {
    server = await startScriptedServer(script);
    const requests = loopbackXhrs();
    return {
      ...clientWith(server.baseUrl, requests.factory, options),
      received: server.received,
      requests,
    };
  }

  it('reports the share sent as it goes, in order, ending with 1 once the server accepted', async () => {
    const { files, received, requests } = await setUp(() => ok(REF));
    const progress: number[] = [];
    const ref = await files.uploadProfileImage(
      { name: '졸업 사진.png', data: image(1024 * 1024) },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(ref).toEqual(REF);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    // Each chunk handed to the socket is reported: 16 of 64 KiB, and a little more for the rest.
    expect(progress.length).toBeGreaterThanOrEqual(16);
    for (let index = 1; index < progress.length; index += 1) {
      expect(progress[index]).toBeGreaterThan(progress[index - 1] ?? 1);
    }
    expect(progress.filter((value) => value > 0 && value < 1).length).toBeGreaterThan(10);
    expect(requests.made[0]?.reported.length).toBeGreaterThanOrEqual(16);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/api/user/file/profileImage' });
    expect(received[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/u);
  });

  it('sends the group id before the file, and the Korean file name', async () => {
    const { files, received } = await setUp(() => ok(REF));
    await files.uploadProfileImage(
      { name: '프로필.png', data: image(10) },
      { atchFileMstId: 'group-1' },
    );
    const body = received[0]?.body ?? '';
    expect(body.indexOf('name="atchFileMstId"')).toBeGreaterThan(-1);
    expect(body.indexOf('name="atchFileMstId"')).toBeLessThan(body.indexOf('name="file"'));
    expect(body).toContain('filename="프로필.png"');
  });

  it('sends Authorization: Bearer and X-User-Id when signed in, neither for a visitor', async () => {
    const member = await setUp(() => ok(REF), { signedInAs: 'hong123' });
    await member.files.uploadProfileImage({ name: 'a.png', data: image(10) });
    expect(member.received[0]?.headers.authorization).toBe(
      `Bearer ${member.tokenStore.readTokens()?.accessToken}`,
    );
    expect(member.received[0]?.headers['x-user-id']).toBe('hong123');
    await server?.close();

    const visitor = await setUp(() => ok(REF));
    await visitor.files.uploadProfileImage({ name: 'a.png', data: image(10) });
    expect(visitor.received[0]?.headers.authorization).toBeUndefined();
    expect(visitor.received[0]?.headers['x-user-id']).toBeUndefined();
  });

  it('a refusal shows the server’s Korean message in red and rejects with ApiError', async () => {
    const { files, notifier } = await setUp(() => refused(415, 4150, IMAGE_REFUSAL));
    const upload = files.uploadProfileImage({ name: 'a.png', data: image(200 * 1024) });
    await expect(upload).rejects.toBeInstanceOf(ApiError);
    await expect(upload).rejects.toMatchObject({
      message: IMAGE_REFUSAL,
      code: 4150,
      status: 415,
    });
    expect(notifier.notifications).toEqual([{ kind: 'error', message: IMAGE_REFUSAL }]);
  });

  it('HTTP 500 without a message, or not even JSON: the Korean default text', async () => {
    const { files, notifier } = await setUp(() => ({ status: 500, body: 'Internal Server Error' }));
    await expect(
      files.uploadProfileImage({ name: 'a.png', data: image(10) }),
    ).rejects.toMatchObject({ message: DEFAULT_ERROR_MESSAGE, status: 500 });
    expect(notifier.notifications).toEqual([{ kind: 'error', message: DEFAULT_ERROR_MESSAGE }]);
  });

  it('a dropped connection rejects with the network message of its own', async () => {
    const { files, notifier } = await setUp(() => ({ hangUp: true }));
    await expect(
      files.uploadProfileImage({ name: 'a.png', data: image(10) }),
    ).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE, code: 0, status: null });
    expect(notifier.notifications).toEqual([{ kind: 'error', message: NETWORK_ERROR_MESSAGE }]);
  });

  it('a refused token: one refresh, the upload sent again with the new token, progress never going back', async () => {
    const fresh = { accessToken: jwtFor('hong123', 2), refreshToken: 'refresh-2' };
    const { files, received, tokenStore, notifier } = await setUp(
      (request) => {
        if (request.path === '/api/user/auth/refresh') return ok(fresh);
        return request.headers.authorization === `Bearer ${fresh.accessToken}`
          ? ok(REF)
          : expiredToken;
      },
      { signedInAs: 'hong123' },
    );
    const progress: number[] = [];
    await expect(
      files.uploadProfileImage(
        { name: 'a.png', data: image(300 * 1024) },
        { onProgress: (fraction) => progress.push(fraction) },
      ),
    ).resolves.toEqual(REF);
    expect(received.map(({ path }) => path)).toEqual([
      '/api/user/file/profileImage',
      '/api/user/auth/refresh',
      '/api/user/file/profileImage',
    ]);
    expect(received[2]?.headers.authorization).toBe(`Bearer ${fresh.accessToken}`);
    expect(received[2]?.body).toContain('filename="a.png"');
    expect(tokenStore.readTokens()).toEqual(fresh);
    expect(notifier.notifications).toEqual([]);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('a refused token that cannot be refreshed: the session is cleared and told, the upload rejected', async () => {
    const { files, received, tokenStore, expired } = await setUp(() => expiredToken, {
      signedInAs: 'hong123',
    });
    await expect(
      files.uploadProfileImage({ name: 'a.png', data: image(10) }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 401, code: 4011 });
    expect(received.map(({ path }) => path)).toEqual([
      '/api/user/file/profileImage',
      '/api/user/auth/refresh',
    ]);
    expect(tokenStore.readTokens()).toBeNull();
    expect(expired()).toBe(1);
  });

  it('the signal aborts it midway: rejects as an abort, quietly', async () => {
    const { files, notifier } = await setUp(() => ({ ...ok(REF), delayMs: 2000 }));
    const controller = new AbortController();
    const progress: number[] = [];
    const upload = files.uploadProfileImage(
      { name: 'a.png', data: image(2 * 1024 * 1024) },
      {
        signal: controller.signal,
        onProgress: (fraction) => {
          progress.push(fraction);
          if (fraction > 0) controller.abort();
        },
      },
    );
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(progress).not.toContain(1);
    expect(notifier.notifications).toEqual([]);
  });
});

describe('uploads through XMLHttpRequest, with a stand-in the test drives', () => {
  function setUp(options: { signedInAs?: string } = {}) {
    const requests = scriptedXhrs();
    return { ...clientWith('', requests.factory, options), requests };
  }

  it('opens the contract’s method and path on this origin, with accept: application/json', async () => {
    const { files, requests } = setUp({ signedInAs: 'hong123' });
    void files.uploadProfileImage({ name: 'a.png', data: image(10) });
    const request = await requests.sent(0);
    expect(request).toMatchObject({ method: 'POST', url: '/api/user/file/profileImage' });
    expect(request.headers).toMatchObject({ accept: 'application/json', 'x-user-id': 'hong123' });
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.body?.get('file')).toBeInstanceOf(Blob);
  });

  it('reports only computable progress, clamped, each share once, never going back', async () => {
    const { files, requests } = setUp();
    const progress: number[] = [];
    const upload = files.uploadProfileImage(
      { name: 'a.png', data: image(10) },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    const request = await requests.sent(0);
    request.progress(5, 0, false);
    request.progress(25, 100);
    request.progress(25, 100);
    request.progress(10, 100);
    request.progress(60, 100);
    request.progress(120, 100);
    request.respond(200, { code: 0, message: null, data: REF });
    await expect(upload).resolves.toEqual(REF);
    expect(progress).toEqual([0, 0.25, 0.6, 1]);
  });

  it('aborts the request when the signal aborts, and sends nothing when it already has', async () => {
    const { files, requests, notifier } = setUp();
    const controller = new AbortController();
    const upload = files.uploadProfileImage(
      { name: 'a.png', data: image(10) },
      { signal: controller.signal },
    );
    const request = await requests.sent(0);
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(request.aborted).toBe(true);

    await expect(
      files.uploadProfileImage({ name: 'b.png', data: image(10) }, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests.made).toHaveLength(1);
    expect(notifier.notifications).toEqual([]);
  });

  it('no HTTP answer at all is a network failure', async () => {
    const { files, requests, notifier } = setUp();
    const upload = files.uploadProfileImage({ name: 'a.png', data: image(10) });
    (await requests.sent(0)).failNetwork();
    await expect(upload).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: null });
    expect(notifier.notifications).toEqual([{ kind: 'error', message: NETWORK_ERROR_MESSAGE }]);
  });

  it('uses fetch, reporting only 0 and 1, for a client made without XMLHttpRequest', async () => {
    const scripted = await startScriptedServer(() => ok(REF));
    try {
      const client = new ApiClient({
        baseUrl: scripted.baseUrl,
        fetch: (input, init) => fetch(input, init),
        tokenStore: new MemoryTokenStore(),
        notifier: new RecordingNotifier(),
      });
      const progress: number[] = [];
      await expect(
        new HttpFileApi(client).uploadProfileImage(
          { name: 'a.png', data: image(10) },
          { onProgress: (fraction) => progress.push(fraction) },
        ),
      ).resolves.toEqual(REF);
      expect(progress).toEqual([0, 1]);
      expect(scripted.received[0]?.body).toContain('filename="a.png"');
    } finally {
      await scripted.close();
    }
  });
});
