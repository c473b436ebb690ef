import { FakeAdminApi } from '../../../adapters/fake/fake-admin-api';
import { ADMIN_API } from '../../../application/admin/admin-api';
import { ContainerModule } from 'inversify';

export const fake = new ContainerModule(({ bind }) => {
  bind(ADMIN_API).to(FakeAdminApi);
});
