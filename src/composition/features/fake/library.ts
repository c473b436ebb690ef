import { ContainerModule } from 'inversify';
import { FakeLibraryApi, FakeOfficeLibraryApi } from '../../../adapters/fake/fake-library-api';
import { LIBRARY_API, OFFICE_LIBRARY_API } from '../../../application/library/library-api';

export const fake = new ContainerModule(({ bind }) => {
  bind(LIBRARY_API).to(FakeLibraryApi).inSingletonScope();
  bind(OFFICE_LIBRARY_API).to(FakeOfficeLibraryApi).inSingletonScope();
});
