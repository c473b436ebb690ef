import { FakeAdminApi } from '../../src/adapters/fake/fake-admin-api';
import { RecordingFileSaver } from './doubles/recording-file-saver';
import { FakeAccessLogApi } from '../../src/adapters/fake/fake-access-log-api';
import { FakeAlumniDirectoryApi } from '../../src/adapters/fake/fake-alumni-directory-api';
import { FakeAuthApi } from '../../src/adapters/fake/fake-auth-api';
import { FakeBackend } from '../../src/adapters/fake/fake-backend';
import { FakeContentApi } from '../../src/adapters/fake/fake-content-api';
import { FakeDonationApi } from '../../src/adapters/fake/fake-donation-api';
import { FakeOfficeDonationApi } from '../../src/adapters/fake/fake-office-donation-api';
import { FakePublicDonationApi } from '../../src/adapters/fake/fake-public-donation-api';
import { FakeFileApi } from '../../src/adapters/fake/fake-file-api';
import { FakePledgeApi } from '../../src/adapters/fake/fake-pledge-api';
import { FakePaymentApi } from '../../src/adapters/fake/fake-payment-api';
import { FakeMyInfoApi } from '../../src/adapters/fake/fake-my-info-api';
import { FakeNoticeApi, FakeOfficeNoticeApi } from '../../src/adapters/fake/fake-notice-api';
import { FakeSitePageApi } from '../../src/adapters/fake/fake-site-page-api';
import { FakeAlbumApi, FakeOfficeAlbumApi } from '../../src/adapters/fake/fake-album-api';
import { FakeHistoryApi } from '../../src/adapters/fake/fake-history-api';
import { FakeOrganizationApi } from '../../src/adapters/fake/fake-organization-api';
import { FakeCompanyApi, FakeOfficeCompanyApi } from '../../src/adapters/fake/fake-company-api';
import { FakeLibraryApi, FakeOfficeLibraryApi } from '../../src/adapters/fake/fake-library-api';
import { FakeDuesApi, FakeOfficeDuesApi } from '../../src/adapters/fake/fake-dues-api';
import { FakeEventsApi } from '../../src/adapters/fake/fake-events-api';
import { FakeOfficeEventsApi } from '../../src/adapters/fake/fake-office-events-api';
import { FakeOfficeCampaignApi } from '../../src/adapters/fake/fake-office-campaign-api';
import { FakeMessageChoicesApi } from '../../src/adapters/fake/fake-message-choices-api';
import { FakeOfficeMessageApi } from '../../src/adapters/fake/fake-office-message-api';
import { FakeSecondFactorApi } from '../../src/adapters/fake/fake-second-factor-api';
import type { AuthApi } from '../../src/application/accounts/auth-api';
import type { SecondFactorApi } from '../../src/application/session/second-factor-api';
import { ManualClock } from './doubles/manual-clock';
import { MemoryTokenStore } from './doubles/memory-token-store';
import { RecordingLogger } from './doubles/recording-logger';
import { RecordingNotifier } from './doubles/recording-notifier';
import { ScriptedPostalSearch } from './doubles/scripted-postal-search';
import type { AccountStatus, MemberProfile } from '../../src/domain/shared/member/member-profile';
import { aMemberProfile } from './members';
import { CONSENT_VERSIONS } from '../../src/domain/accounts/consent-versions';

/** The in-memory fakes of every port, wired to one pretend server and one stored session. */
export function fakeWorld(start = '2026-11-22T10:00:00+09:00') {
  const clock = new ManualClock(start);
  const tokenStore = new MemoryTokenStore();
  const backend = new FakeBackend(clock, tokenStore);
  const myInfoApi = new FakeMyInfoApi(backend);
  return {
    clock,
    tokenStore,
    backend,
    logger: new RecordingLogger(),
    notifier: new RecordingNotifier(),
    postalSearch: new ScriptedPostalSearch(),
    authApi: new FakeAuthApi(backend) as AuthApi,
    secondFactorApi: new FakeSecondFactorApi() as SecondFactorApi,
    myInfoApi,
    directoryApi: new FakeAlumniDirectoryApi(myInfoApi),
    donationApi: new FakeDonationApi(backend),
    officeDonationApi: new FakeOfficeDonationApi(backend),
    publicDonationApi: new FakePublicDonationApi(backend),
    paymentApi: new FakePaymentApi(backend),
    pledgeApi: new FakePledgeApi(backend),
    contentApi: new FakeContentApi(backend),
    noticeApi: new FakeNoticeApi(backend),
    officeNoticeApi: new FakeOfficeNoticeApi(backend),
    sitePageApi: new FakeSitePageApi(backend),
    albumApi: new FakeAlbumApi(backend),
    officeAlbumApi: new FakeOfficeAlbumApi(backend),
    historyApi: new FakeHistoryApi(backend),
    organizationApi: new FakeOrganizationApi(backend),
    companyApi: new FakeCompanyApi(backend),
    officeCompanyApi: new FakeOfficeCompanyApi(backend),
    libraryApi: new FakeLibraryApi(backend),
    officeLibraryApi: new FakeOfficeLibraryApi(backend),
    duesApi: new FakeDuesApi(backend),
    officeDuesApi: new FakeOfficeDuesApi(backend),
    eventsApi: new FakeEventsApi(backend),
    officeEventsApi: new FakeOfficeEventsApi(backend),
    officeMessageApi: new FakeOfficeMessageApi(backend),
    officeCampaignApi: new FakeOfficeCampaignApi(backend),
    messageChoicesApi: new FakeMessageChoicesApi(backend),
    fileApi: new FakeFileApi(backend),
    accessLogApi: new FakeAccessLogApi(backend),
    adminApi: new FakeAdminApi(backend),
    fileSaver: new RecordingFileSaver(),
  };
}

export type FakeWorld = ReturnType<typeof fakeWorld>;

export const MEMBER_PASSWORD = 'Hanbit!2026';

export function addMember(
  world: FakeWorld,
  overrides: Partial<MemberProfile> & { status?: AccountStatus } = {},
  password = MEMBER_PASSWORD,
): MemberProfile {
  const profile = aMemberProfile(overrides);
  world.backend.addAccount({ password, profile });
  return profile;
}

/** The member's only marketing answer (홍보, issue 32): given or refused at `recordedAt`. */
export function answerMarketing(
  world: FakeWorld,
  userId: string,
  agreed: boolean,
  recordedAt: string,
): void {
  world.backend.consents.set(userId, [
    { kind: 'marketing', version: CONSENT_VERSIONS.marketing, agreed, recordedAt },
  ]);
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

/** The visits the fake recorded, as reported (without when the fake received each). */
export function visitsOf(world: FakeWorld) {
  return world.backend.accessLog.map(({ menuPath, accessDt, userId }) => ({
    menuPath,
    accessDt,
    userId,
  }));
}

/** The world with an administrator of the office (office1, 사무국) signed in. */
export async function withOfficeSignedIn(world: FakeWorld = fakeWorld()): Promise<FakeWorld> {
  addMember(world, {
    userId: 'office1',
    name: '사무국',
    email: 'office@example.com',
    role: 'admin',
  });
  await signInAs(world, 'office1');
  return world;
}
