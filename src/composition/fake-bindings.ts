import type { Container } from 'inversify';
import { FakeAccessLogApi } from '../adapters/fake/fake-access-log-api';
import { FakeAlumniDirectoryApi } from '../adapters/fake/fake-alumni-directory-api';
import { FakeAuthApi } from '../adapters/fake/fake-auth-api';
import { FakeBackend } from '../adapters/fake/fake-backend';
import { FakeContentApi } from '../adapters/fake/fake-content-api';
import { FakeDonationApi } from '../adapters/fake/fake-donation-api';
import { FakeFileApi } from '../adapters/fake/fake-file-api';
import { FakeMemberApi } from '../adapters/fake/fake-member-api';
import { PORTS } from '../application/shared/tokens';

/**
 * The in-browser pretend server: every API port answered by the fake backend, so that the site
 * works with no server at all (`npm run demo`). Loaded only in that mode. The postal search is
 * bound by `VITE_POSTAL` (the offline addresses by default in this mode), not here.
 */
export function bindFakeBackend(container: Container): void {
  container.bind(FakeBackend).toSelf();
  container.bind(FakeMemberApi).toSelf();
  container.bind(PORTS.AuthApi).to(FakeAuthApi);
  container.bind(PORTS.MemberApi).toService(FakeMemberApi);
  container.bind(PORTS.AlumniDirectoryApi).to(FakeAlumniDirectoryApi);
  container.bind(PORTS.DonationApi).to(FakeDonationApi);
  container
    .bind(PORTS.ContentApi)
    .toDynamicValue((context) => new FakeContentApi(context.get(FakeBackend)));
  container.bind(PORTS.FileApi).to(FakeFileApi);
  container.bind(PORTS.AccessLogApi).to(FakeAccessLogApi);
}
