import { ContainerModule } from 'inversify';
import { MEMBER_API } from '../../application/my-info/member-api';
import { UpdateMyProfile } from '../../application/my-info/update-my-profile';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/** The signed-in member's own information: its adapter loads with 내 정보, not at start. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(MEMBER_API).toDynamicValue(
      lazyHttpPort(async () => (await import('../../adapters/http/http-member-api')).HttpMemberApi),
    );
  }),
  useCases: new ContainerModule(({ bind }) => {
    bind(UpdateMyProfile).toSelf();
  }),
  services: (container) => ({
    member: resolve(container, MEMBER_API),
    profileUpdate: container.get(UpdateMyProfile),
  }),
};
