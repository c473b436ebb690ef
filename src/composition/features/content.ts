import { ContainerModule } from 'inversify';
import { DeferredDemoContentApi } from '../../adapters/fake/deferred-demo-content-api';
import { CONTENT_API } from '../../application/content/content-api';
import { NOTICE_API, OFFICE_NOTICE_API } from '../../application/content/notice-api';
import { ApiClient } from '../../adapters/http/api-client';
import { HttpNoticeApi } from '../../adapters/http/http-notice-api';
import { HttpSitePageApi } from '../../adapters/http/http-site-page-api';
import { OFFICE_SITE_PAGE_API, SITE_PAGE_API } from '../../application/content/site-page-api';
import { lazyPort } from '../lazy-port';
import { ALBUM_API, OFFICE_ALBUM_API } from '../../application/content/album-api';
import { HttpAlbumApi } from '../../adapters/http/http-album-api';
import { HISTORY_API, OFFICE_HISTORY_API } from '../../application/content/history-api';
import { FILE_API } from '../../application/files/file-api';
import { type FeatureComposition, resolve } from '../feature-composition';
import type { MapView } from '../../application/content/map-view';
import type { Platform } from '../platform';

/**
 * Public content: the notices from the server; photos and donation statistics, until the server
 * publishes them, from demo data loaded after the first screen, even with the real server.
 */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(CONTENT_API).to(DeferredDemoContentApi);
    bind(NOTICE_API).to(HttpNoticeApi);
    bind(SITE_PAGE_API).to(HttpSitePageApi);
    bind(OFFICE_SITE_PAGE_API).toDynamicValue((context) => {
      const client = context.get(ApiClient);
      return lazyPort(async () => {
        const { HttpOfficeSitePageApi } =
          await import('../../adapters/http/http-office-site-page-api');
        return new HttpOfficeSitePageApi(client);
      });
    });
    // The home page shows albums: the adapter is in the start-up script.
    bind(ALBUM_API).to(HttpAlbumApi);
    bind(OFFICE_ALBUM_API).toDynamicValue((context) => {
      const client = context.get(ApiClient);
      return lazyPort(async () => {
        const { HttpOfficeAlbumApi } = await import('../../adapters/http/http-office-album-api');
        return new HttpOfficeAlbumApi(client);
      });
    });
    bind(HISTORY_API).toDynamicValue((context) => {
      const client = context.get(ApiClient);
      return lazyPort(async () => {
        const { HttpHistoryApi } = await import('../../adapters/http/http-history-api');
        return new HttpHistoryApi(client);
      });
    });
    bind(OFFICE_HISTORY_API).toDynamicValue((context) => {
      const client = context.get(ApiClient);
      return lazyPort(async () => {
        const { HttpOfficeHistoryApi } =
          await import('../../adapters/http/http-office-history-api');
        return new HttpOfficeHistoryApi(client);
      });
    });
    // The office's editing loads with the console's first call.
    bind(OFFICE_NOTICE_API).toDynamicValue((context) => {
      const client = context.get(ApiClient);
      return lazyPort(async () => {
        const { HttpOfficeNoticeApi } = await import('../../adapters/http/http-office-notice-api');
        return new HttpOfficeNoticeApi(client);
      });
    });
  }),
  services(container, config, platform) {
    const content = resolve(container, CONTENT_API);
    const files = resolve(container, FILE_API);
    return {
      content,
      notices: resolve(container, NOTICE_API),
      officeNotices: resolve(container, OFFICE_NOTICE_API),
      sitePages: resolve(container, SITE_PAGE_API),
      officeSitePages: resolve(container, OFFICE_SITE_PAGE_API),
      albums: resolve(container, ALBUM_API),
      officeAlbums: resolve(container, OFFICE_ALBUM_API),
      history: resolve(container, HISTORY_API),
      officeHistory: resolve(container, OFFICE_HISTORY_API),
      mediaUrl: (id) => files.mediaUrl(id),
      mapView: mapViewFor(config.kakaoMapKey, platform),
    };
  },
};

/** Kakao Maps when the site has its app key (its adapter loaded with 오시는 길), else none. */
function mapViewFor(appKey: string | null, platform: Platform): MapView {
  if (!appKey) return { interactive: false, show: () => Promise.reject(new Error('No map key')) };
  let view: Promise<MapView> | null = null;
  return {
    interactive: true,
    async show(target, place, signal) {
      view ??= import('../../adapters/maps/kakao-map-view').then(
        ({ KakaoMapView }) => new KakaoMapView(appKey, platform.mapHost),
      );
      return (await view).show(target, place, signal);
    },
  };
}
