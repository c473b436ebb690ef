import { ContainerModule } from 'inversify';
import { FakeDuesApi, FakeOfficeDuesApi } from '../../../adapters/fake/fake-dues-api';
import { DUES_API, OFFICE_DUES_API } from '../../../application/dues/dues-api';

export const fake = new ContainerModule(({ bind }) => {
  bind(DUES_API).to(FakeDuesApi).inSingletonScope();
  bind(OFFICE_DUES_API).to(FakeOfficeDuesApi).inSingletonScope();
});
