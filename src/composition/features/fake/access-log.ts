import { FakeAccessLogApi } from '../../../adapters/fake/fake-access-log-api';
import { ACCESS_LOG_API } from '../../../application/access-log/access-log-api';
import type { Container } from 'inversify';

export function bindFake(container: Container): void {
  container.bind(ACCESS_LOG_API).to(FakeAccessLogApi);
}
