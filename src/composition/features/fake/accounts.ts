import { FakeAuthApi } from '../../../adapters/fake/fake-auth-api';
import { AUTH_API } from '../../../application/accounts/auth-api';
import type { Container } from 'inversify';

export function bindFake(container: Container): void {
  container.bind(AUTH_API).to(FakeAuthApi);
}
