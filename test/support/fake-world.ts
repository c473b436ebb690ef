import { FakeAccessLogApi } from '../../src/adapters/fake/fake-access-log-api';
import { FakeAlumniDirectoryApi } from '../../src/adapters/fake/fake-alumni-directory-api';
import { FakeAuthApi } from '../../src/adapters/fake/fake-auth-api';
import { FakeBackend } from '../../src/adapters/fake/fake-backend';
import { FakeContentApi } from '../../src/adapters/fake/fake-content-api';
import { FakeDonationApi } from '../../src/adapters/fake/fake-donation-api';
import { FakeFileApi } from '../../src/adapters/fake/fake-file-api';
import { FakeMemberApi } from '../../src/adapters/fake/fake-member-api';
import { ManualClock } from './doubles/manual-clock';
import { MemoryTokenStore } from './doubles/memory-token-store';
import { RecordingLogger } from './doubles/recording-logger';
import { RecordingNotifier } from './doubles/recording-notifier';
import { ScriptedPostalSearch } from './doubles/scripted-postal-search';
import { PRIVATE_BY_DEFAULT } from '../../src/domain/shared/member/directory-privacy';
import type { AccountStatus, MemberProfile } from '../../src/domain/shared/member/member-profile';

/** The in-memory fakes of every port, wired to one pretend server and one stored session. */
export function fakeWorld(start = '2026-11-22T10:00:00+09:00') {
  const clock = new ManualClock(start);
  const tokenStore = new MemoryTokenStore();
  const backend = new FakeBackend(clock, tokenStore);
  const memberApi = new FakeMemberApi(backend);
  return {
    clock,
    tokenStore,
    backend,
    logger: new RecordingLogger(),
    notifier: new RecordingNotifier(),
    postalSearch: new ScriptedPostalSearch(),
    authApi: new FakeAuthApi(backend),
    memberApi,
    directoryApi: new FakeAlumniDirectoryApi(memberApi),
    donationApi: new FakeDonationApi(backend),
    contentApi: new FakeContentApi(backend),
    fileApi: new FakeFileApi(backend),
    accessLogApi: new FakeAccessLogApi(backend),
  };
}

export type FakeWorld = ReturnType<typeof fakeWorld>;

export const MEMBER_PASSWORD = 'Hanbit!2026';

export function memberProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    userId: 'hong123',
    name: '홍길동',
    birthDate: '1980-05-17',
    email: 'hong@example.com',
    mobile: '010-1234-5678',
    graduationYear: 1999,
    classNumber: 45,
    course: '이과',
    company: '한빛전자',
    jobTitle: '부장',
    address: {
      zonecode: '06236',
      addr: '서울 강남구 테헤란로 152',
      daddr: '12층',
      city: '1100000000',
      sgg: '1168000000',
      sido: '서울',
      sigungu: '강남구',
    },
    profileImage: null,
    privacy: PRIVATE_BY_DEFAULT,
    role: 'member',
    status: 'approved',
    ...overrides,
  };
}

export function addMember(
  world: FakeWorld,
  overrides: Partial<MemberProfile> & { status?: AccountStatus } = {},
  password = MEMBER_PASSWORD,
): MemberProfile {
  const profile = memberProfile(overrides);
  world.backend.addAccount({ password, profile });
  return profile;
}

/** Signs a member in through the fake API and stores the tokens, as the session would. */
export async function signInAs(world: FakeWorld, userId: string, password = MEMBER_PASSWORD) {
  const result = await world.authApi.signIn({ userId, password });
  if (!result.tokens) throw new Error(`Could not sign in ${userId}: ${result.message}`);
  world.tokenStore.saveTokens(result.tokens);
  return result.tokens;
}

/** The last 6-digit code mailed to an address. */
export function lastCodeMailedTo(world: FakeWorld, email: string): string {
  const mail = world.backend.outbox.filter((candidate) => candidate.to === email).at(-1);
  const code = mail?.text.match(/\d{6}/u)?.[0];
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}
