import { FakeAccessLogApi } from '../../../adapters/fake/fake-access-log-api';
import { ACCESS_LOG_API } from '../../../application/access-log/access-log-api';
import { ContainerModule } from 'inversify';

export const fake = new ContainerModule(({ bind }) => {
  bind(ACCESS_LOG_API).to(FakeAccessLogApi);
});
