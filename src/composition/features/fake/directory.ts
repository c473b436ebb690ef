import { FakeAlumniDirectoryApi } from '../../../adapters/fake/fake-alumni-directory-api';
import { ALUMNI_DIRECTORY_API } from '../../../application/directory/alumni-directory-api';
import { ContainerModule } from 'inversify';

export const fake = new ContainerModule(({ bind }) => {
  bind(ALUMNI_DIRECTORY_API).to(FakeAlumniDirectoryApi);
});
