import { formatCalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import { fakeChoiceLink } from '../../../src/adapters/fake/fake-message-choices-api';
import { recordFailedMail } from '../../../src/adapters/fake/fake-office-message-api';
import { addMember, fakeWorld, lastCodeMailedTo, signInAs } from '../../support/fake-world';
import type { PortWorld } from './port-world';

/** The ports as the fake backend answers them, in memory, on a clock of its own. */
export async function fakePortWorld(): Promise<PortWorld> {
  const world = fakeWorld();
  const { backend } = world;

  const account = (userId: string) => {
    const found = backend.accounts.get(userId);
    if (found?.profile.status !== 'pending') throw new Error(`${userId} is not pending`);
    return found;
  };

  return {
    auth: world.authApi,
    myInfo: world.myInfoApi,
    directory: world.directoryApi,
    files: world.fileApi,
    accessLog: world.accessLogApi,
    admin: world.adminApi,
    notices: world.noticeApi,
    officeNotices: world.officeNoticeApi,
    sitePages: world.sitePageApi,
    officeSitePages: world.sitePageApi,
    albums: world.albumApi,
    officeAlbums: world.officeAlbumApi,
    history: world.historyApi,
    officeHistory: world.historyApi,
    organization: world.organizationApi,
    officeOrganization: world.organizationApi,
    companies: world.companyApi,
    memberCompanies: world.companyApi,
    officeCompanies: world.officeCompanyApi,
    library: world.libraryApi,
    officeLibrary: world.officeLibraryApi,
    donations: world.donationApi,
    donationFunds: world.donationApi,
    officeDonations: world.officeDonationApi,
    publicDonations: world.publicDonationApi,
    dues: world.duesApi,
    officeDues: world.officeDuesApi,
    recordPaidDues: async (input) =>
      backend.dues.record(
        { ...input, paidAt: world.clock.now().toISOString() },
        backend.nextId('dues'),
      ),
    events: world.eventsApi,
    officeEvents: world.officeEventsApi,
    payments: world.paymentApi,
    sandboxPayments: world.paymentApi,
    pledges: world.pledgeApi,
    officePledges: world.pledgeApi,
    officeMessages: world.officeMessageApi,
    officeCampaigns: world.officeCampaignApi,
    // The fake starts a send whose time has come at its next call.
    startDueCampaigns: async () => undefined,
    failedMail: async (mail) =>
      recordFailedMail(backend, { ...mail, text: '본문' }, '550 mailbox unavailable', 1),
    messageChoices: world.messageChoicesApi,
    choiceLinkFor: fakeChoiceLink,
    tokenStore: world.tokenStore,
    lastCodeMailedTo: (email) => lastCodeMailedTo(world, email),
    mailsTo: (email) => backend.outbox.filter((mail) => mail.to === email).length,
    koreanToday: () => formatCalendarDate(calendarDateOf(world.clock.now())),
    advanceClock: (milliseconds) => world.clock.advance(milliseconds),
    now: () => world.clock.now(),
    async approve(userId) {
      const found = account(userId);
      found.profile = { ...found.profile, status: 'approved' };
    },
    async reject(userId, reason) {
      const found = account(userId);
      found.profile = { ...found.profile, status: 'rejected' };
      found.statusReason = reason;
    },
    async signInAsAdministrator() {
      if (!backend.accounts.has('office1')) {
        addMember(world, {
          userId: 'office1',
          name: '사무국',
          email: 'office@example.com',
          role: 'admin',
        });
      }
      await signInAs(world, 'office1');
    },
    recordedVisits: async () =>
      backend.accessLog.map(({ menuPath, accessDt, userId }) => ({ menuPath, accessDt, userId })),
    async publishSiteImage(fileName, bytes) {
      const atchFileMstId = backend.nextId('site-gallery');
      const atchFileId = backend.nextId('site-photo');
      const data = new Blob([new Uint8Array(bytes)], { type: 'image/png' });
      backend.files.set(atchFileMstId, [
        {
          atchFileMstId,
          atchFileId,
          fileName,
          mimeType: 'image/png',
          size: data.size,
          uploadedAt: world.clock.now().toISOString(),
          data,
          public: true,
          ownerId: null,
        },
      ]);
      return { atchFileMstId, atchFileId };
    },
    close: async () => undefined,
  };
}
