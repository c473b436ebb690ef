import type { MemberApi } from '../../application/my-info';

// The member's own information, as the UI gets it (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    readonly member: MemberApi;
  }
}
