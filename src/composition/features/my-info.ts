import { HttpMemberApi } from '../../adapters/http/http-member-api';
import { MEMBER_API } from '../../application/my-info/member-api';
import { UpdateMyProfile } from '../../application/my-info/update-my-profile';
import { type FeatureComposition, resolve } from '../feature-composition';

/** The signed-in member's own information. */
export const feature: FeatureComposition = {
  bindHttp(container) {
    container.bind(MEMBER_API).to(HttpMemberApi);
  },
  bindUseCases(container) {
    container.bind(UpdateMyProfile).toSelf();
  },
  services: (container) => ({
    member: resolve(container, MEMBER_API),
    profileUpdate: container.get(UpdateMyProfile),
  }),
};
