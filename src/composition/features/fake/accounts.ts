import { FakeAuthApi } from '../../../adapters/fake/fake-auth-api';
import { AUTH_API } from '../../../application/accounts/auth-api';
import { ContainerModule } from 'inversify';

export const fake = new ContainerModule(({ bind }) => {
  bind(AUTH_API).to(FakeAuthApi);
});
