import { FakeMyInfoApi } from '../../../adapters/fake/fake-my-info-api';
import { MY_INFO_API } from '../../../application/my-info/my-info-api';
import { ContainerModule } from 'inversify';

export const fake = new ContainerModule(({ bind }) => {
  // Bound as itself too: the fake directory reads the members it keeps.
  bind(FakeMyInfoApi).toSelf();
  bind(MY_INFO_API).toService(FakeMyInfoApi);
});
