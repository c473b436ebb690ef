import type { MyInfoApi, UpdateMyProfile } from '../../application/my-info';

// The member's own information, as the UI gets it (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    readonly myInfo: MyInfoApi;
    /** One section of /me saved on top of the profile as last saved. */
    readonly profileUpdate: UpdateMyProfile;
  }
}
