import { ContainerModule } from 'inversify';
import { FakeOfficeMessageApi } from '../../../adapters/fake/fake-office-message-api';
import { OFFICE_MESSAGE_API } from '../../../application/messages';

export const fake = new ContainerModule(({ bind }) => {
  bind(OFFICE_MESSAGE_API).to(FakeOfficeMessageApi).inSingletonScope();
});
