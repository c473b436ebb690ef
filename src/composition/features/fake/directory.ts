import { FakeAlumniDirectoryApi } from '../../../adapters/fake/fake-alumni-directory-api';
import { ALUMNI_DIRECTORY_API } from '../../../application/directory/alumni-directory-api';
import type { Container } from 'inversify';

export function bindFake(container: Container): void {
  container.bind(ALUMNI_DIRECTORY_API).to(FakeAlumniDirectoryApi);
}
