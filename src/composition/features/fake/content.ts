import { FakeBackend } from '../../../adapters/fake/fake-backend';
import { FakeContentApi } from '../../../adapters/fake/fake-content-api';
import { CONTENT_API } from '../../../application/content/content-api';
import type { Container } from 'inversify';

export function bindFake(container: Container): void {
  container
    .bind(CONTENT_API)
    .toDynamicValue((context) => new FakeContentApi(context.get(FakeBackend)));
}
