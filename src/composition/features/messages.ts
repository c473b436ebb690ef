import { ContainerModule } from 'inversify';
import {
  MESSAGE_CHOICES_API,
  OFFICE_CAMPAIGN_API,
  OFFICE_MESSAGE_API,
} from '../../application/messages';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/** 보낸 메일함, 소식 보내기 and 받을 소식 (issue 32): each adapter loads with its page. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(OFFICE_MESSAGE_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-office-message-api'),
        'HttpOfficeMessageApi',
      ),
    );
    bind(OFFICE_CAMPAIGN_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-office-campaign-api'),
        'HttpOfficeCampaignApi',
      ),
    );
    bind(MESSAGE_CHOICES_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-message-choices-api'),
        'HttpMessageChoicesApi',
      ),
    );
  }),
  services: (container) => ({
    officeMessages: resolve(container, OFFICE_MESSAGE_API),
    officeCampaigns: resolve(container, OFFICE_CAMPAIGN_API),
    messageChoices: resolve(container, MESSAGE_CHOICES_API),
  }),
};
