import { FakeMemberApi } from '../../../adapters/fake/fake-member-api';
import { MEMBER_API } from '../../../application/my-info/member-api';
import type { Container } from 'inversify';

export function bindFake(container: Container): void {
  // Bound as itself too: the fake directory reads the members it keeps.
  container.bind(FakeMemberApi).toSelf();
  container.bind(MEMBER_API).toService(FakeMemberApi);
}
