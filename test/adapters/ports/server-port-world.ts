import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { ApiClient } from '../../../src/adapters/http/api-client';
import { HttpAccessLogApi } from '../../../src/adapters/http/http-access-log-api';
import { HttpAdminApi } from '../../../src/adapters/http/http-admin-api';
import { HttpAlumniDirectoryApi } from '../../../src/adapters/http/http-alumni-directory-api';
import { HttpAuthApi } from '../../../src/adapters/http/http-auth-api';
import { HttpFileApi } from '../../../src/adapters/http/http-file-api';
import { HttpMyInfoApi } from '../../../src/adapters/http/http-my-info-api';
import { HttpNoticeApi } from '../../../src/adapters/http/http-notice-api';
import { HttpOfficeNoticeApi } from '../../../src/adapters/http/http-office-notice-api';
import { HttpOfficeSitePageApi } from '../../../src/adapters/http/http-office-site-page-api';
import { HttpSitePageApi } from '../../../src/adapters/http/http-site-page-api';
import { HttpAlbumApi } from '../../../src/adapters/http/http-album-api';
import { HttpOfficeAlbumApi } from '../../../src/adapters/http/http-office-album-api';
import { HttpHistoryApi } from '../../../src/adapters/http/http-history-api';
import { HttpOfficeHistoryApi } from '../../../src/adapters/http/http-office-history-api';
import { HttpOrganizationApi } from '../../../src/adapters/http/http-organization-api';
import { HttpOfficeOrganizationApi } from '../../../src/adapters/http/http-office-organization-api';
import { HttpCompanyApi } from '../../../src/adapters/http/http-company-api';
import { HttpMemberCompanyApi } from '../../../src/adapters/http/http-member-company-api';
import { HttpOfficeCompanyApi } from '../../../src/adapters/http/http-office-company-api';
import { HttpLibraryApi } from '../../../src/adapters/http/http-library-api';
import { HttpOfficeLibraryApi } from '../../../src/adapters/http/http-office-library-api';
import { HttpDonationApi } from '../../../src/adapters/http/http-donation-api';
import { HttpOfficeDonationApi } from '../../../src/adapters/http/http-office-donation-api';
import { HttpPublicDonationApi } from '../../../src/adapters/http/http-public-donation-api';
import { HttpDuesApi } from '../../../src/adapters/http/http-dues-api';
import { HttpOfficeDuesApi } from '../../../src/adapters/http/http-office-dues-api';
import { HttpEventsApi } from '../../../src/adapters/http/http-events-api';
import { HttpOfficeEventsApi } from '../../../src/adapters/http/http-office-events-api';
import { HttpOfficePledgeApi } from '../../../src/adapters/http/http-office-pledge-api';
import { HttpPledgeApi } from '../../../src/adapters/http/http-pledge-api';
import { HttpMessageChoicesApi } from '../../../src/adapters/http/http-message-choices-api';
import { HttpOfficeMessageApi } from '../../../src/adapters/http/http-office-message-api';
import { HttpOfficeCampaignApi } from '../../../src/adapters/http/http-office-campaign-api';
import { HttpPaymentApi } from '../../../src/adapters/http/http-payment-api';
import { formatCalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import type { TestServer } from '../../server/support/test-server';
import { useTestServer } from '../../server/support/use-test-server';
import { MemoryTokenStore } from '../../support/doubles/memory-token-store';
import { RecordingNotifier } from '../../support/doubles/recording-notifier';
import type { MakePortWorld, PortWorld } from './port-world';

/**
 * The ports as the SPA's HTTP adapters answer them, through one ApiClient, talking to the
 * reference server on a loopback port (SQLite in a temporary directory, mails in its outbox,
 * a clock the test moves). One server for the test file (useTestServer: call this at the file's
 * top level), put back as it started before each test; each world has a token store of its own.
 */
export function serverPortWorlds(): MakePortWorld {
  const server = useTestServer('sqlite');
  return async () => serverPortWorld(server);
}

function serverPortWorld(server: TestServer): PortWorld {
  const tokenStore = new MemoryTokenStore();
  const client = new ApiClient({
    baseUrl: server.baseUrl,
    fetch: (input, init) => fetch(input, init),
    tokenStore,
    notifier: new RecordingNotifier(),
    retries: 0,
  });
  const { runtime } = server;

  return {
    auth: new HttpAuthApi(client),
    myInfo: new HttpMyInfoApi(client),
    directory: new HttpAlumniDirectoryApi(client),
    files: new HttpFileApi(client),
    accessLog: new HttpAccessLogApi(client),
    admin: new HttpAdminApi(client),
    notices: new HttpNoticeApi(client),
    officeNotices: new HttpOfficeNoticeApi(client),
    sitePages: new HttpSitePageApi(client),
    officeSitePages: new HttpOfficeSitePageApi(client),
    albums: new HttpAlbumApi(client),
    officeAlbums: new HttpOfficeAlbumApi(client),
    history: new HttpHistoryApi(client),
    officeHistory: new HttpOfficeHistoryApi(client),
    organization: new HttpOrganizationApi(client),
    officeOrganization: new HttpOfficeOrganizationApi(client),
    companies: new HttpCompanyApi(client),
    memberCompanies: new HttpMemberCompanyApi(client),
    officeCompanies: new HttpOfficeCompanyApi(client),
    library: new HttpLibraryApi(client),
    officeLibrary: new HttpOfficeLibraryApi(client),
    donations: new HttpDonationApi(client),
    donationFunds: new HttpDonationApi(client),
    officeDonations: new HttpOfficeDonationApi(client),
    publicDonations: new HttpPublicDonationApi(client),
    dues: new HttpDuesApi(client),
    officeDues: new HttpOfficeDuesApi(client),
    recordPaidDues: (input) =>
      runtime.services.duesPayments.recordPaidDues({
        ...input,
        paidAt: server.clock.now().toISOString(),
      }),
    events: new HttpEventsApi(client),
    officeEvents: new HttpOfficeEventsApi(client),
    payments: new HttpPaymentApi(client),
    sandboxPayments: new HttpPaymentApi(client),
    pledges: new HttpPledgeApi(client),
    officePledges: new HttpOfficePledgeApi(client),
    officeMessages: new HttpOfficeMessageApi(client),
    officeCampaigns: new HttpOfficeCampaignApi(client),
    async startDueCampaigns() {
      // The schedule's step (server/maintenance.ts), run at once rather than on its timer.
      await runtime.services.campaignSending.startDue();
    },
    async failedMail(mail) {
      const { outbox } = runtime.ports.store;
      const id = `failed${randomUUID().replaceAll('-', '')}`;
      const now = server.clock.now();
      await outbox.add({ id, mail: { ...mail, text: '본문' }, at: now.toISOString() });
      // One attempt, given up: as the delivery marks a message after its last.
      const until = new Date(now.getTime() + 60_000).toISOString();
      await outbox.claim(id, now.toISOString(), until, 'any');
      await outbox.markUndelivered(id, '550 mailbox unavailable', null);
      return id;
    },
    messageChoices: new HttpMessageChoicesApi(client),
    choiceLinkFor: (userId) => runtime.services.choiceLinks.tokenFor(userId),
    tokenStore,
    lastCodeMailedTo: (email) => server.lastCodeSentTo(email),
    mailsTo: (email) => server.mails().filter((mail) => mail.to.includes(email)).length,
    koreanToday: () => formatCalendarDate(calendarDateOf(server.clock.now())),
    advanceClock: (milliseconds) => server.clock.advance(milliseconds),
    now: () => server.clock.now(),
    approve: (userId) => runtime.services.administration.approveMember('test-admin', userId),
    reject: (userId, reason) =>
      runtime.services.administration.rejectMember('test-admin', userId, reason),
    async signInAsAdministrator() {
      const { administration, sessions } = runtime.services;
      if (!(await runtime.ports.store.accounts.exists('office1'))) {
        await administration.createAdministrator({
          userId: 'office1',
          password: 'Office!2026pass',
          name: '사무국',
          email: 'office@example.com',
        });
      }
      const account = await runtime.ports.store.accounts.find('office1');
      if (!account) throw new Error('office1 was not created');
      // Issued as after the second factor: its steps are the session port suite's concern.
      const tokens = await sessions.issue(account, { secondFactor: true });
      tokenStore.saveTokens(tokens);
      tokenStore.saveUserId('office1');
    },
    async recordedVisits() {
      const rows = await runtime.database.db
        .selectFrom('access_logs')
        .select(['menu_path', 'access_dt', 'user_id'])
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        menuPath: row.menu_path,
        accessDt: row.access_dt,
        userId: row.user_id,
      }));
    },
    async publishSiteImage(fileName, bytes) {
      const { store, files, clock } = runtime.ports;
      const blob = await files.receive(Readable.from([Buffer.from(bytes)]), 1024 * 1024);
      await blob.place();
      await blob.discard();
      const ref = { atchFileMstId: `site-${randomUUID()}`, atchFileId: `photo-${randomUUID()}` };
      await store.files.insert({
        ...ref,
        ownerId: null,
        visibility: 'public',
        fileName,
        mimeType: 'image/png',
        size: blob.size,
        sha256: blob.sha256,
        createdAt: clock.now().toISOString(),
      });
      return ref;
    },
    // The file's server stays up for its next test (useTestServer closes it after the last).
    close: async () => undefined,
  };
}
