import { FakeFileApi } from '../../../adapters/fake/fake-file-api';
import { FILE_API } from '../../../application/files/file-api';
import type { Container } from 'inversify';

export function bindFake(container: Container): void {
  container.bind(FILE_API).to(FakeFileApi);
}
