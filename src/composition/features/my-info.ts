import { ContainerModule } from 'inversify';
import { MY_INFO_API } from '../../application/my-info/my-info-api';
import { UpdateMyProfile } from '../../application/my-info/update-my-profile';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/** The signed-in member's own information: its adapter loads with 내 정보, not at start. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(MY_INFO_API).toDynamicValue(
      lazyHttpPort(() => import('../../adapters/http/http-my-info-api'), 'HttpMyInfoApi'),
    );
  }),
  useCases: new ContainerModule(({ bind }) => {
    bind(UpdateMyProfile).toSelf();
  }),
  services: (container) => ({
    myInfo: resolve(container, MY_INFO_API),
    profileUpdate: container.get(UpdateMyProfile),
  }),
};
