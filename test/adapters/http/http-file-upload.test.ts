import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryTokenStore } from '../../support/doubles/memory-token-store';
import { RecordingNotifier } from '../../support/doubles/recording-notifier';
import { ApiClient } from '../../../src/adapters/http/api-client';
import { HttpAuthApi } from '../../../src/adapters/http/http-auth-api';
import { HttpFileApi } from '../../../src/adapters/http/http-file-api';
import { aSignUpBody } from '../../support/members';
import { useTestServer } from '../../server/support/use-test-server';
import { loopbackXhrs } from './stand-in-xhr';

/** A PNG signature and padding: an image by its magic bytes. */
function pngOfSize(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Blob([bytes], { type: 'image/png' });
}

/**
 * The profile image of the sign-up form, as the SPA sends it (XMLHttpRequest, multipart), to the
 * real reference server (SQLite) on loopback.
 */
describe('profile image upload through XMLHttpRequest, against the reference server', () => {
  const server = useTestServer('sqlite');
  let notifier: RecordingNotifier;
  let auth: HttpAuthApi;
  let files: HttpFileApi;

  beforeEach(async () => {
    notifier = new RecordingNotifier();
    const client = new ApiClient({
      baseUrl: server.baseUrl,
      fetch: (input, init) => fetch(input, init),
      xhr: loopbackXhrs().factory,
      tokenStore: new MemoryTokenStore(),
      notifier,
    });
    auth = new HttpAuthApi(client);
    files = new HttpFileApi(client);
  });

  it('a visitor uploads with progress, and the sign-up that names the image makes it the member’s', async () => {
    const progress: number[] = [];
    const ref = await files.uploadProfileImage(
      { name: '증명사진.png', data: pngOfSize(512 * 1024) },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.at(-1)).toBe(1);

    const body = aSignUpBody({ profileImageMstId: ref.atchFileMstId });
    await auth.sendAuthMail({ email: body.email, purpose: 'signUp' });
    await auth.signUp({ ...body, emailAuthCode: server.lastCodeSentTo(body.email) });
    const stored = await server.runtime.ports.store.files.listGroup(ref.atchFileMstId);
    expect(stored.map((file) => [file.ownerId, file.fileName, file.size])).toEqual([
      [body.userId, '증명사진.png', 512 * 1024],
    ]);
  });

  it('the server’s refusal of a large image comes back in Korean, in red', async () => {
    await expect(
      files.uploadProfileImage({ name: '큰 사진.png', data: pngOfSize(5 * 1024 * 1024 + 1) }),
    ).rejects.toMatchObject({ status: 413, message: '파일은 5 MB까지 올릴 수 있습니다.' });
    expect(notifier.notifications).toEqual([
      { kind: 'error', message: '파일은 5 MB까지 올릴 수 있습니다.' },
    ]);
  });
});
