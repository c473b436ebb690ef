import { ContainerModule } from 'inversify';
import { FakeMessageChoicesApi } from '../../../adapters/fake/fake-message-choices-api';
import { FakeOfficeCampaignApi } from '../../../adapters/fake/fake-office-campaign-api';
import { FakeOfficeMessageApi } from '../../../adapters/fake/fake-office-message-api';
import {
  MESSAGE_CHOICES_API,
  OFFICE_CAMPAIGN_API,
  OFFICE_MESSAGE_API,
} from '../../../application/messages';

export const fake = new ContainerModule(({ bind }) => {
  bind(OFFICE_MESSAGE_API).to(FakeOfficeMessageApi).inSingletonScope();
  bind(OFFICE_CAMPAIGN_API).to(FakeOfficeCampaignApi).inSingletonScope();
  bind(MESSAGE_CHOICES_API).to(FakeMessageChoicesApi).inSingletonScope();
});
