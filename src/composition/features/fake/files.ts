import { FakeFileApi } from '../../../adapters/fake/fake-file-api';
import { FILE_API } from '../../../application/files/file-api';
import { ContainerModule } from 'inversify';

export const fake = new ContainerModule(({ bind }) => {
  bind(FILE_API).to(FakeFileApi);
});
