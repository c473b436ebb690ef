import { FakeBackend } from '../../../adapters/fake/fake-backend';
import { FakeContentApi } from '../../../adapters/fake/fake-content-api';
import { CONTENT_API } from '../../../application/content/content-api';
import { ContainerModule } from 'inversify';

export const fake = new ContainerModule(({ bind }) => {
  bind(CONTENT_API).toDynamicValue((context) => new FakeContentApi(context.get(FakeBackend)));
});
