import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryTokenStore } from '../../support/doubles/memory-token-store';
import { RecordingNotifier } from '../../support/doubles/recording-notifier';
import { ApiClient } from '../../../src/adapters/http/api-client';
import { HttpAlumniDirectoryApi } from '../../../src/adapters/http/http-alumni-directory-api';
import { HttpAuthApi } from '../../../src/adapters/http/http-auth-api';
import type { SignUpBody } from '../../../src/contract/accounts';
import type { DirectoryPrivacy } from '../../../src/domain/shared/member/directory-privacy';
import { registerAlumnus } from '../../server/support/members';
import { HAEUNDAE_48058 } from '../../support/addresses';
import { PRIVACY } from '../../support/privacy';
import { useTestServer } from '../../server/support/use-test-server';

/**
 * The directory's HTTP adapter against the real reference server (SQLite) on a loopback port:
 * the query it sends is one the server accepts, and the server's answer is what the port promises.
 */
describe('HttpAlumniDirectoryApi against the reference server', () => {
  const server = useTestServer('sqlite');
  let tokenStore: MemoryTokenStore;
  let notifier: RecordingNotifier;
  let auth: HttpAuthApi;
  let directory: HttpAlumniDirectoryApi;

  beforeEach(async () => {
    tokenStore = new MemoryTokenStore();
    notifier = new RecordingNotifier();
    const client = new ApiClient({
      baseUrl: server.baseUrl,
      fetch: (input, init) => fetch(input, init),
      tokenStore,
      notifier,
      retries: 0,
    });
    auth = new HttpAuthApi(client);
    directory = new HttpAlumniDirectoryApi(client);
  });

  async function alumnus(overrides: Partial<SignUpBody>, privacy: DirectoryPrivacy) {
    return registerAlumnus(server, overrides, privacy);
  }

  async function signedIn() {
    const member = await alumnus({ name: '나검색' }, PRIVACY.none);
    const result = await auth.signIn({ userId: member.userId, password: member.password });
    if (!result.tokens) throw new Error(`no tokens: ${result.message}`);
    tokenStore.saveTokens(result.tokens);
  }

  it('searches with every filter as the server reads them and answers a page of cards', async () => {
    await alumnus(
      {
        name: '김민수',
        graduationYear: 2004,
        classNumber: 76,
        company: '한빛전자',
        jobTitle: '과장',
      },
      PRIVACY.all,
    );
    await alumnus({ name: '김민지', graduationYear: 2004, classNumber: 76 }, PRIVACY.none);
    await signedIn();

    const page = await directory.searchAlumni({
      name: 'ㄱㅁㅅ',
      graduationYear: 2004,
      classNumber: 76,
      city: '1100000000',
      sgg: '1168000000',
      work: ' 한빛 ',
      page: 1,
      size: 10,
    });
    expect(page).toEqual({
      items: [
        {
          name: '김민수',
          graduationYear: 2004,
          classNumber: 76,
          phone: '010-1234-5678',
          email: expect.stringMatching(/@example\.com$/u) as string,
          company: '한빛전자',
          jobTitle: '과장',
          region: '서울 강남구',
        },
      ],
      page: 1,
      size: 10,
      total: 1,
    });

    // Empty filters are left out, not sent as empty values the server would refuse.
    const all = await directory.searchAlumni({ name: ' ', city: '', work: '', page: 1, size: 1 });
    expect(all).toMatchObject({ page: 1, size: 1, total: 2 });
    expect(all.items.map((card) => card.name)).toEqual(['김민수']);
    const second = await directory.searchAlumni({ page: 2, size: 1 });
    expect(second.items).toStrictEqual([{ name: '김민지', graduationYear: 2004, classNumber: 76 }]);
    expect(notifier.notifications).toEqual([]);
  });

  it('lists the regions of members who share theirs', async () => {
    await alumnus({ name: '김민수' }, PRIVACY.all);
    await alumnus(
      {
        name: '박해운',
        address: HAEUNDAE_48058,
      },
      PRIVACY.none,
    );
    await signedIn();
    await expect(directory.alumniRegions()).resolves.toEqual([
      { city: '1100000000', sido: '서울', districts: [{ sgg: '1168000000', sigungu: '강남구' }] },
    ]);
  });

  it('a refused search rejects with the server’s Korean message, notified in red', async () => {
    await signedIn();
    await expect(directory.searchAlumni({ page: 1, size: 500 })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: '페이지 크기의 값이 허용 범위를 벗어났습니다.',
    });
    expect(notifier.notifications[0]).toMatchObject({
      kind: 'error',
      message: '페이지 크기의 값이 허용 범위를 벗어났습니다.',
    });
  });

  it('needs a signed-in member', async () => {
    const unauthenticated = { name: 'ApiError', status: 401, code: 4010 };
    await expect(directory.searchAlumni({ page: 1, size: 20 })).rejects.toMatchObject(
      unauthenticated,
    );
    await expect(directory.alumniRegions()).rejects.toMatchObject(unauthenticated);
  });
});
