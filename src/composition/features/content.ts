import { ContainerModule } from 'inversify';
import { CONTENT_API } from '../../application/content/content-api';
import { NOTICE_API, OFFICE_NOTICE_API } from '../../application/content/notice-api';
import { HttpNoticeApi } from '../../adapters/http/http-notice-api';
import { HttpSitePageApi } from '../../adapters/http/http-site-page-api';
import { HttpDonationFigures } from '../../adapters/http/http-donation-figures';
import { OFFICE_SITE_PAGE_API, SITE_PAGE_API } from '../../application/content/site-page-api';
import { lazyHttpPort } from '../lazy-port';
import { ALBUM_API, OFFICE_ALBUM_API } from '../../application/content/album-api';
import { HttpAlbumApi } from '../../adapters/http/http-album-api';
import { HISTORY_API, OFFICE_HISTORY_API } from '../../application/content/history-api';
import {
  OFFICE_ORGANIZATION_API,
  ORGANIZATION_API,
} from '../../application/content/organization-api';
import { FILE_API } from '../../application/files/file-api';
import { type FeatureComposition, resolve } from '../feature-composition';

/**
 * Public content from the server: notices, pages of text, albums, the timeline and presidents.
 * The home page's donation figures from the server's donations feature, never demo data in the
 * real build.
 */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(CONTENT_API).to(HttpDonationFigures);
    bind(NOTICE_API).to(HttpNoticeApi);
    bind(SITE_PAGE_API).to(HttpSitePageApi);
    bind(OFFICE_SITE_PAGE_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-office-site-page-api'),
        'HttpOfficeSitePageApi',
      ),
    );
    // The home page shows albums: the adapter is in the start-up script.
    bind(ALBUM_API).to(HttpAlbumApi);
    bind(OFFICE_ALBUM_API).toDynamicValue(
      lazyHttpPort(() => import('../../adapters/http/http-office-album-api'), 'HttpOfficeAlbumApi'),
    );
    bind(HISTORY_API).toDynamicValue(
      lazyHttpPort(() => import('../../adapters/http/http-history-api'), 'HttpHistoryApi'),
    );
    bind(OFFICE_HISTORY_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-office-history-api'),
        'HttpOfficeHistoryApi',
      ),
    );
    bind(ORGANIZATION_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-organization-api'),
        'HttpOrganizationApi',
      ),
    );
    bind(OFFICE_ORGANIZATION_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-office-organization-api'),
        'HttpOfficeOrganizationApi',
      ),
    );
    // The office's editing loads with the console's first call.
    bind(OFFICE_NOTICE_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-office-notice-api'),
        'HttpOfficeNoticeApi',
      ),
    );
  }),
  services(container) {
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
      organization: resolve(container, ORGANIZATION_API),
      officeOrganization: resolve(container, OFFICE_ORGANIZATION_API),
      mediaUrl: (id) => files.mediaUrl(id),
    };
  },
};
