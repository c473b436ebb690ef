import { FakeBackend } from '../../../adapters/fake/fake-backend';
import { FakeContentApi } from '../../../adapters/fake/fake-content-api';
import { FakeNoticeApi, FakeOfficeNoticeApi } from '../../../adapters/fake/fake-notice-api';
import { FakeSitePageApi } from '../../../adapters/fake/fake-site-page-api';
import { OFFICE_SITE_PAGE_API, SITE_PAGE_API } from '../../../application/content/site-page-api';
import { CONTENT_API } from '../../../application/content/content-api';
import { NOTICE_API, OFFICE_NOTICE_API } from '../../../application/content/notice-api';
import { ContainerModule } from 'inversify';
import { FakeAlbumApi, FakeOfficeAlbumApi } from '../../../adapters/fake/fake-album-api';
import { ALBUM_API, OFFICE_ALBUM_API } from '../../../application/content/album-api';
import { HISTORY_API, OFFICE_HISTORY_API } from '../../../application/content/history-api';
import { FakeHistoryApi } from '../../../adapters/fake/fake-history-api';
import {
  OFFICE_ORGANIZATION_API,
  ORGANIZATION_API,
} from '../../../application/content/organization-api';
import { FakeOrganizationApi } from '../../../adapters/fake/fake-organization-api';

export const fake = new ContainerModule(({ bind }) => {
  bind(CONTENT_API).toDynamicValue((context) => new FakeContentApi(context.get(FakeBackend)));
  bind(NOTICE_API).to(FakeNoticeApi);
  bind(OFFICE_NOTICE_API).to(FakeOfficeNoticeApi);
  bind(FakeSitePageApi).toSelf().inSingletonScope();
  bind(SITE_PAGE_API).toService(FakeSitePageApi);
  bind(OFFICE_SITE_PAGE_API).toService(FakeSitePageApi);
  bind(ALBUM_API).to(FakeAlbumApi).inSingletonScope();
  bind(OFFICE_ALBUM_API).to(FakeOfficeAlbumApi).inSingletonScope();
  bind(FakeHistoryApi).toSelf().inSingletonScope();
  bind(HISTORY_API).toService(FakeHistoryApi);
  bind(OFFICE_HISTORY_API).toService(FakeHistoryApi);
  bind(FakeOrganizationApi).toSelf().inSingletonScope();
  bind(ORGANIZATION_API).toService(FakeOrganizationApi);
  bind(OFFICE_ORGANIZATION_API).toService(FakeOrganizationApi);
});
