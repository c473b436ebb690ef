import { ContainerModule } from 'inversify';
import { HttpMemberApi } from '../../adapters/http/http-member-api';
import { MEMBER_API } from '../../application/my-info/member-api';
import { UpdateMyProfile } from '../../application/my-info/update-my-profile';
import { type FeatureComposition, resolve } from '../feature-composition';

/** The signed-in member's own information. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(MEMBER_API).to(HttpMemberApi);
  }),
  useCases: new ContainerModule(({ bind }) => {
    bind(UpdateMyProfile).toSelf();
  }),
  services: (container) => ({
    member: resolve(container, MEMBER_API),
    profileUpdate: container.get(UpdateMyProfile),
  }),
};
