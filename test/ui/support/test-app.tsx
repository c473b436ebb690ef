import { StaticMapOnly } from '../../../src/adapters/maps/static-map-only';
import type { MapView } from '../../../src/application/shared/ports/map-view';
import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { createActor } from 'xstate';
import { WindowAddressFragment } from '../../../src/adapters/browser/window-address-fragment';
import { ApplyForMembership, WithdrawAccount } from '../../../src/application/accounts';
import { UpdateMyProfile } from '../../../src/application/my-info';
import { GuardNavigation } from '../../../src/application/session/guard-navigation';
import { ReportMenuAccess } from '../../../src/application/access-log/report-menu-access';
import type { NoticeApi } from '../../../src/application/content/notice-api';
import type { ContentApi } from '../../../src/application/content/content-api';
import { createSessionActors } from '../../../src/application/session/session-actors';
import { SessionService } from '../../../src/application/session/session-service';
import { readAppConfig } from '../../../src/composition/config';
import { buildRouteTable } from '../../../src/domain/shared/routing/route-table';
import { sessionMachine } from '../../../src/domain/session/session-machine';
import { App } from '../../../src/ui/shared/app/App';
import type { AlbumApi } from '../../../src/application/content/album-api';
import type { PaymentApi, PaymentWindow } from '../../../src/application/payments';
import { SandboxPaymentWindow } from '../../../src/adapters/payments/sandbox-payment-window';
import type { AppServices } from '../../../src/ui/shared/app/app-services';
import { type FakeWorld, fakeWorld } from '../../support/fake-world';

export interface TestAppOptions {
  readonly path?: string;
  readonly world?: FakeWorld;
  readonly content?: ContentApi;
  readonly notices?: NoticeApi;
  readonly albums?: AlbumApi;
  readonly mapView?: MapView;
  /** 기부하기's checkout, when a test answers it itself (dues, a refusal). */
  readonly payments?: PaymentApi;
  readonly paymentWindow?: PaymentWindow;
}

/**
 * The services the UI gets, over the in-memory fakes of the ports: the real session machine,
 * guard and access-log use cases. The session actor is started.
 */
export function testServices(options: Omit<TestAppOptions, 'path'> = {}) {
  const world = options.world ?? fakeWorld();
  const session = createActor(
    sessionMachine.provide({
      actors: createSessionActors(
        new SessionService(world.authApi, world.tokenStore, world.secondFactorApi),
      ),
    }),
  );
  session.start();
  const guard = new GuardNavigation(world.tokenStore);
  const report = new ReportMenuAccess(world.accessLogApi, world.clock, world.logger);
  const reloads: number[] = [];
  const config = readAppConfig({});
  const services: AppServices = {
    association: config.association,
    routes: buildRouteTable(),
    session,
    navigation: {
      guard: (route, target) => guard.decide(route, target),
      reportVisit: (target) => report.execute(target),
    },
    content: options.content ?? world.contentApi,
    notices: options.notices ?? world.noticeApi,
    officeNotices: world.officeNoticeApi,
    sitePages: world.sitePageApi,
    officeSitePages: world.sitePageApi,
    albums: options.albums ?? world.albumApi,
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
    dues: world.duesApi,
    officeDues: world.officeDuesApi,
    events: world.eventsApi,
    officeEvents: world.officeEventsApi,
    donations: world.donationApi,
    donationFunds: world.donationApi,
    officeDonations: world.officeDonationApi,
    publicDonations: world.publicDonationApi,
    payments: options.payments ?? world.paymentApi,
    sandboxPayments: world.paymentApi,
    pledges: world.pledgeApi,
    officePledges: world.pledgeApi,
    officeMessages: world.officeMessageApi,
    officeCampaigns: world.officeCampaignApi,
    messageChoices: world.messageChoicesApi,
    // renderApp's window moves its memory location; testServices alone opens none.
    paymentWindow: options.paymentWindow ?? {
      open: async () => undefined,
      registerCard: async () => undefined,
    },
    mediaUrl: (atchFileId) => world.fileApi.mediaUrl(atchFileId),
    // The site without a map service (no app key), unless a test gives one.
    mapView: options.mapView ?? new StaticMapOnly(),
    signInPreferences: {
      rememberedUserId: () => world.tokenStore.readRememberedUserId(),
      rememberUserId: (userId) => world.tokenStore.rememberUserId(userId),
      forgetRememberedUserId: () => world.tokenStore.forgetRememberedUserId(),
    },
    accounts: world.authApi,
    admin: world.adminApi,
    membershipApplication: new ApplyForMembership(world.authApi),
    withdrawal: new WithdrawAccount(world.authApi),
    addressFragment: new WindowAddressFragment(),
    myInfo: world.myInfoApi,
    profileUpdate: new UpdateMyProfile(world.myInfoApi),
    directory: world.directoryApi,
    files: world.fileApi,
    fileSaver: world.fileSaver,
    postal: world.postalSearch,
    notifier: world.notifier,
    clock: world.clock,
    reloadPage: () => reloads.push(1),
    NotificationOutlet: () => null,
  };
  return { world, session, services, reloads };
}

/**
 * The whole UI on the fake backend, at a path of a memory location: the real session machine,
 * guard and access-log use cases, over the in-memory fakes of the ports.
 */
export function renderApp(options: TestAppOptions = {}) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const paymentWindow =
    options.paymentWindow ??
    new SandboxPaymentWindow({
      path: buildRouteTable().byId('donateSandbox').path,
      navigate: (address) => location.navigate(address),
    });
  const { world, session, services, reloads } = testServices({ ...options, paymentWindow });
  const view = render(<App services={services} locationHook={location.hook} />);
  return { ...view, world, session, location, services, reloads };
}
