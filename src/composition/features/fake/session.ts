import { ContainerModule } from 'inversify';
import { FakeSecondFactorApi } from '../../../adapters/fake/fake-second-factor-api';
import { SECOND_FACTOR_API } from '../../../application/session/second-factor-api';

export const fake = new ContainerModule(({ bind }) => {
  bind(SECOND_FACTOR_API).to(FakeSecondFactorApi);
});
