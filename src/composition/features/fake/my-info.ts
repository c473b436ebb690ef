import { FakeMemberApi } from '../../../adapters/fake/fake-member-api';
import { MEMBER_API } from '../../../application/my-info/member-api';
import { ContainerModule } from 'inversify';

export const fake = new ContainerModule(({ bind }) => {
  // Bound as itself too: the fake directory reads the members it keeps.
  bind(FakeMemberApi).toSelf();
  bind(MEMBER_API).toService(FakeMemberApi);
});
