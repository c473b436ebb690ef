import { Container } from 'inversify';
import { SystemClock } from '../adapters/clock/system-clock';
import { FakeAccessLogApi } from '../adapters/fake/fake-access-log-api';
import { FakeAuthApi } from '../adapters/fake/fake-auth-api';
import { FakeBackend } from '../adapters/fake/fake-backend';
import { FakeContentApi } from '../adapters/fake/fake-content-api';
import { FakeDonationApi } from '../adapters/fake/fake-donation-api';
import { FakeFileApi } from '../adapters/fake/fake-file-api';
import { FakeMemberApi } from '../adapters/fake/fake-member-api';
import { MemoryTokenStore } from '../adapters/fake/memory-token-store';
import { RecordingFileSaver } from '../adapters/fake/recording-file-saver';
import { RecordingNotifier } from '../adapters/fake/recording-notifier';
import { ScriptedPostalSearch } from '../adapters/fake/scripted-postal-search';
import { ConsoleLogger } from '../adapters/logging/console-logger';
import { GuardNavigation } from '../application/navigation/guard-navigation';
import { ReportMenuAccess } from '../application/navigation/report-menu-access';
import { SessionService } from '../application/session/session-service';
import { PORTS, type Token } from '../application/tokens';
import type { AppConfig } from './config';

/**
 * The one place that knows concrete classes: binds every port to an adapter and every use case
 * to its class. Everything is a singleton: one session, one backend, per page.
 */
export function buildContainer(config: AppConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind(PORTS.Clock).to(SystemClock);
  container.bind(PORTS.Logger).to(ConsoleLogger);

  switch (config.backend) {
    case 'fake':
      bindFakeBackend(container);
      break;
  }

  container.bind(SessionService).toSelf();
  container.bind(ReportMenuAccess).toSelf();
  container.bind(GuardNavigation).toSelf();
  return container;
}

/** The in-browser pretend server: the site works with no server at all. */
function bindFakeBackend(container: Container): void {
  container.bind(FakeBackend).toSelf();
  container.bind(PORTS.AuthApi).to(FakeAuthApi);
  container.bind(PORTS.MemberApi).to(FakeMemberApi);
  container.bind(PORTS.DonationApi).to(FakeDonationApi);
  container.bind(PORTS.ContentApi).to(FakeContentApi);
  container.bind(PORTS.FileApi).to(FakeFileApi);
  container.bind(PORTS.AccessLogApi).to(FakeAccessLogApi);
  container.bind(PORTS.TokenStore).to(MemoryTokenStore);
  container.bind(PORTS.Notifier).to(RecordingNotifier);
  container.bind(PORTS.PostalSearch).to(ScriptedPostalSearch);
  container.bind(PORTS.FileSaver).to(RecordingFileSaver);
}

/** `container.get` that keeps the type a token was declared with. */
export function resolve<T>(container: Container, token: Token<T>): T {
  return container.get<T>(token);
}
