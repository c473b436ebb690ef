import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { FakeBackend } from '../../src/adapters/fake/fake-backend';
import { ApiClient } from '../../src/adapters/http/api-client';
import { KakaoPostalSearch } from '../../src/adapters/postal/kakao-postal-search';
import { LazyPostalSearch } from '../../src/adapters/postal/lazy-postal-search';
import { OfflinePostalSearch } from '../../src/adapters/postal/offline-postal-search';
import { LocalStorageTokenStore } from '../../src/adapters/storage/local-storage-token-store';
import { GuardNavigation } from '../../src/application/session/guard-navigation';
import { ReportMenuAccess } from '../../src/application/access-log/report-menu-access';
import { SessionService } from '../../src/application/session/session-service';
import { ACCESS_LOG_API } from '../../src/application/access-log';
import { AUTH_API } from '../../src/application/accounts';
import { CONTENT_API } from '../../src/application/content';
import { ALUMNI_DIRECTORY_API } from '../../src/application/directory';
import { DONATION_API } from '../../src/application/donations';
import { FILE_API, FILE_SAVER } from '../../src/application/files';
import { MY_INFO_API } from '../../src/application/my-info';
import { TOKEN_STORE } from '../../src/application/session';
import { PORTS } from '../../src/application/shared/tokens';
import { buildAppServices } from '../../src/composition/app-services';
import { readAppConfig } from '../../src/composition/config';
import type { Container } from 'inversify';
import { buildContainer, FEATURES, resolve } from '../../src/composition/container';
import type { Platform } from '../../src/composition/platform';
import { createSessionActor } from '../../src/composition/session-actor';
import { scriptedXhrs } from '../adapters/http/stand-in-xhr';

/**
 * A browser stand-in: storage in a Map, a fetch that records what it was asked, and
 * XMLHttpRequests (uploads) the test answers.
 */
function testPlatform(
  answer: (url: string) => Response = () => new Response(null, { status: 404 }),
) {
  const items = new Map<string, string>();
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const uploads = scriptedXhrs();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
  const platform: Platform = {
    fetch: async (url, init) => {
      requests.push({ url, init });
      return answer(url);
    },
    xhr: uploads.factory,
    storage,
    bridgeHost: {},
    downloads: { document: {} as Document, URL },
    reload: () => undefined,
    postcodeHost: { document: {} as Document, innerWidth: () => 1280, postcode: () => undefined },
    mapHost: { document: {} as Document, maps: () => undefined },
  };
  return { platform, requests, items, uploads };
}

/** Every port of DESIGN section 2 with its token, as the features declare them. */
const SERVER_PORTS = {
  AuthApi: AUTH_API,
  MyInfoApi: MY_INFO_API,
  AlumniDirectoryApi: ALUMNI_DIRECTORY_API,
  FileApi: FILE_API,
  AccessLogApi: ACCESS_LOG_API,
  ContentApi: CONTENT_API,
  DonationApi: DONATION_API,
  PostalSearch: PORTS.PostalSearch,
};
const BROWSER_PORTS = {
  TokenStore: TOKEN_STORE,
  Notifier: PORTS.Notifier,
  FileSaver: FILE_SAVER,
  Clock: PORTS.Clock,
  Logger: PORTS.Logger,
};

describe('composition root with the real server (VITE_BACKEND=http, the default)', () => {
  it('binds the ports the server answers, and the browser ports', async () => {
    const container = await buildContainer(readAppConfig({}), testPlatform().platform);
    for (const [name, token] of Object.entries({ ...SERVER_PORTS, ...BROWSER_PORTS })) {
      expect(container.get(token), name).toBeDefined();
    }
    expect(resolve(container, TOKEN_STORE)).toBeInstanceOf(LocalStorageTokenStore);
  });

  it('talks to the configured API address through one shared client', async () => {
    const { platform, requests } = testPlatform(() =>
      Response.json({ code: 0, message: null, data: false }),
    );
    const container = await buildContainer(
      readAppConfig({ VITE_API_BASE_URL: 'https://api.example.org/' }),
      platform,
    );
    expect(container.get(ApiClient)).toBe(container.get(ApiClient));
    await expect(resolve(container, AUTH_API).ping()).resolves.toBe(false);
    expect(requests.map(({ url }) => url)).toEqual(['https://api.example.org/api/user/auth/ping']);
  });

  it('sends uploads through the platform’s XMLHttpRequest, to the configured API address', async () => {
    const { platform, requests, uploads } = testPlatform();
    const container = await buildContainer(
      readAppConfig({ VITE_API_BASE_URL: 'https://api.example.org/' }),
      platform,
    );
    const progress: number[] = [];
    const upload = resolve(container, FILE_API).uploadProfileImage(
      { name: 'me.png', data: new Blob(['png'], { type: 'image/png' }) },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    const request = await uploads.sent(0);
    expect(request).toMatchObject({
      method: 'POST',
      url: 'https://api.example.org/api/user/file/profileImage',
    });
    request.progress(1, 2);
    request.respond(200, { code: 0, message: null, data: { atchFileMstId: 'g', atchFileId: 'f' } });
    await expect(upload).resolves.toEqual({ atchFileMstId: 'g', atchFileId: 'f' });
    expect(progress).toEqual([0, 0.5, 1]);
    expect(requests).toEqual([]);
  });

  it('builds the use cases with their ports injected', async () => {
    const container = await buildContainer(readAppConfig({}), testPlatform().platform);
    expect(container.get(SessionService)).toBeInstanceOf(SessionService);
    expect(container.get(ReportMenuAccess)).toBeInstanceOf(ReportMenuAccess);
    expect(container.get(GuardNavigation)).toBeInstanceOf(GuardNavigation);
  });

  it('keeps the session in the platform’s storage, shared by every use case', async () => {
    const { platform, items } = testPlatform();
    const container = await buildContainer(readAppConfig({}), platform);
    await container.get(SessionService).saveTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(JSON.parse(items.get('tokens') ?? 'null')).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(resolve(container, TOKEN_STORE).readTokens()).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
  });

  it('starts signed out when no session is stored', async () => {
    const container = await buildContainer(readAppConfig({}), testPlatform().platform);
    const session = createSessionActor(container);
    session.start();
    await waitFor(session, (snapshot) => snapshot.matches('signedOut'));
    session.stop();
  });

  it('signs the member out when the client finds the session refused beyond repair', async () => {
    // Every call is refused as expired, and so is the refresh.
    const { platform, items, requests } = testPlatform(() =>
      Response.json(
        { code: 4011, message: '로그인이 만료되었습니다.', data: null },
        { status: 401 },
      ),
    );
    items.set('tokens', JSON.stringify({ accessToken: 'expired', refreshToken: 'used' }));
    const container = await buildContainer(readAppConfig({}), platform);
    const session = createSessionActor(container);
    session.start();
    await waitFor(session, (snapshot) => snapshot.matches('signedOut'));
    expect(requests.map(({ url }) => url)).toEqual([
      '/api/user/auth/ping',
      '/api/user/auth/refresh',
    ]);
    expect(items.has('tokens')).toBe(false);
    session.stop();
  });
});

describe('postal search by VITE_POSTAL', () => {
  it('the real server uses the Kakao postcode service unless told otherwise', async () => {
    const kakao = await buildContainer(readAppConfig({}), testPlatform().platform);
    await expect(loadedPostalSearch(kakao)).resolves.toBeInstanceOf(KakaoPostalSearch);
    const offline = await buildContainer(
      readAppConfig({ VITE_POSTAL: 'offline' }),
      testPlatform().platform,
    );
    await expect(loadedPostalSearch(offline)).resolves.toBeInstanceOf(OfflinePostalSearch);
  });

  it('the fake backend (npm run demo) searches the offline addresses', async () => {
    const container = await buildContainer(
      readAppConfig({ VITE_BACKEND: 'fake' }),
      testPlatform().platform,
    );
    await expect(loadedPostalSearch(container)).resolves.toBeInstanceOf(OfflinePostalSearch);
  });
});

/** The postal search is loaded at its first use, so that start-up does not wait for it. */
function loadedPostalSearch(container: Container) {
  const search = resolve(container, PORTS.PostalSearch);
  expect(search).toBeInstanceOf(LazyPostalSearch);
  return (search as LazyPostalSearch).load();
}

describe('composition root with the fake backend (VITE_BACKEND=fake)', () => {
  it('binds every port of DESIGN section 2 to the in-browser backend', async () => {
    const container = await buildContainer(
      readAppConfig({ VITE_BACKEND: 'fake' }),
      testPlatform().platform,
    );
    const ports = { ...SERVER_PORTS, ...BROWSER_PORTS };
    for (const [name, token] of Object.entries(ports)) {
      expect(container.get(token), name).toBeDefined();
    }
    expect(container.isBound(ApiClient)).toBe(false);
  });

  it('counts the menus of the configured product segment in its statistics', async () => {
    const container = await buildContainer(
      readAppConfig({ VITE_BACKEND: 'fake', VITE_PRODUCT_SEGMENT: 'hanbit' }),
      testPlatform().platform,
    );
    expect(container.get(FakeBackend).routes.productSegment).toBe('hanbit');
  });

  it('provides the session machine with working actors', async () => {
    const container = await buildContainer(
      readAppConfig({ VITE_BACKEND: 'fake' }),
      testPlatform().platform,
    );
    const session = createSessionActor(container);
    session.start();
    await waitFor(session, (snapshot) => snapshot.matches('signedOut'));
    session.stop();
  });
});

/** Each feature joins the app by its own file (src/composition/features/<feature>.ts). */
describe('the features’ part of the composition', () => {
  it('has a composition for every feature that gives the UI services', () => {
    const names = (paths: Record<string, unknown>, pattern: RegExp) =>
      Object.keys(paths).map((key) => pattern.exec(key)?.[1]);
    const compositions = names(
      import.meta.glob('../../src/composition/features/*.ts'),
      /features\/([^/]+)\.ts$/u,
    );
    const uiServices = names(import.meta.glob('../../src/ui/*/services.ts'), /ui\/([^/]+)\//u);
    expect(compositions).toEqual(expect.arrayContaining(uiServices));
    expect(FEATURES).toHaveLength(compositions.length);
  });

  it.each(['http', 'fake'] as const)(
    'hands the UI every feature’s services, with the %s backend',
    async (backend) => {
      const config = readAppConfig({ VITE_BACKEND: backend });
      const { platform } = testPlatform();
      const container = await buildContainer(config, platform);
      const services = buildAppServices(container, config, platform, createSessionActor(container));
      expect(Object.keys(services).sort()).toEqual(
        [
          // the frame's
          'association',
          'routes',
          'session',
          'navigation',
          'postal',
          'notifier',
          'clock',
          'reloadPage',
          'NotificationOutlet',
          // the features' (src/ui/<feature>/services.ts)
          'signInPreferences',
          'accounts',
          'admin',
          'membershipApplication',
          'withdrawal',
          'addressFragment',
          'myInfo',
          'profileUpdate',
          'directory',
          'files',
          'fileSaver',
          'content',
          'notices',
          'officeNotices',
          'sitePages',
          'officeSitePages',
          'albums',
          'officeAlbums',
          'history',
          'officeHistory',
          'organization',
          'officeOrganization',
          'mediaUrl',
          'mapView',
          'companies',
          'memberCompanies',
          'officeCompanies',
          'library',
          'officeLibrary',
          'dues',
          'officeDues',
          'donations',
          'donationFunds',
          'officeDonations',
          'publicDonations',
          'payments',
          'sandboxPayments',
          'paymentWindow',
          'pledges',
          'officePledges',
          'officeMessages',
          'officeCampaigns',
          'messageChoices',
          'events',
          'officeEvents',
        ].sort(),
      );
      for (const [name, service] of Object.entries(services)) {
        expect(service, name).toBeDefined();
      }
    },
  );
});
