import type { MyInfoServices } from '../../../application/my-info';
import { requirePrincipal, type Routes } from '../shared/endpoint-route';

/** The member's own information and consents: /api/user/my… */
export function registerMyInfoRoutes(routes: Routes, services: MyInfoServices): void {
  routes.json('getMyInfo', async ({ principal }) => ({
    data: await services.myInfo.getMyInfo(requirePrincipal(principal)),
  }));

  routes.json('updateMyInfo', async ({ principal, body }) => ({
    data: await services.myInfo.updateMyInfo(requirePrincipal(principal), body),
  }));

  routes.json(
    'changeMyPassword',
    async ({ principal, body }) => {
      await services.myInfo.changeMyPassword(requirePrincipal(principal), body);
      return { data: null };
    },
    { perMinute: 10 },
  );

  routes.json('getMyConsents', async ({ principal }) => ({
    data: await services.myConsents.getMyConsents(requirePrincipal(principal)),
  }));

  routes.json('changeMyConsent', async ({ principal, body }) => ({
    data: await services.myConsents.changeMyConsent(requirePrincipal(principal), body),
  }));
}
