import { ContainerModule } from 'inversify';
import { OFFICE_MESSAGE_API } from '../../application/messages';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/** 보낸 메일함 (issue 32): the office's adapter loads with its page. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(OFFICE_MESSAGE_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-office-message-api'),
        'HttpOfficeMessageApi',
      ),
    );
  }),
  services: (container) => ({ officeMessages: resolve(container, OFFICE_MESSAGE_API) }),
};
