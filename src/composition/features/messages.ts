import { ContainerModule } from 'inversify';
import { OFFICE_CAMPAIGN_API, OFFICE_MESSAGE_API } from '../../application/messages';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/** 보낸 메일함 and 소식 보내기 (issue 32): the office's adapters load with their pages. */
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
  }),
  services: (container) => ({
    officeMessages: resolve(container, OFFICE_MESSAGE_API),
    officeCampaigns: resolve(container, OFFICE_CAMPAIGN_API),
  }),
};
