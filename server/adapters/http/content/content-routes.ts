import type { ContentServices } from '../../../application/content';
import { adminActorOf } from '../admin';
import { withUpload } from '../files';
import type { Routes } from '../shared/endpoint-route';

/** Public content (/api/public/…, revalidated by ETag) and the office's editing of it. */
export function registerContentRoutes(routes: Routes, services: ContentServices): void {
  routes.json('listNotices', async ({ query }) => ({
    data: await services.publicNotices.listNotices(query),
  }));

  routes.json('notice', async ({ params }) => ({
    data: await services.publicNotices.notice(params.noticeId),
  }));

  routes.json(
    'countNoticeView',
    async ({ params, principal, request }) => {
      await services.publicNotices.countNoticeView(params.noticeId, {
        principal,
        ip: request.ip || null,
      });
      return { data: null };
    },
    { perMinute: 120 },
  );

  routes.json('sitePage', async ({ params }) => ({
    data: await services.sitePages.sitePage(params.key),
  }));

  routes.json('officeSitePages', async () => ({
    data: await services.sitePages.officeSitePages(),
  }));

  routes.json('updateSitePage', async ({ params, body, principal, request }) => {
    await services.sitePages.updateSitePage(
      adminActorOf(principal, request),
      params.key,
      body.bodyHtml,
    );
    return { data: null };
  });

  routes.json('officeNotices', async ({ query }) => ({
    data: await services.noticeEditing.officeNotices(query),
  }));

  routes.json('officeNotice', async ({ params }) => ({
    data: await services.noticeEditing.officeNotice(params.noticeId),
  }));

  routes.json('createNotice', async ({ body, principal, request }) => ({
    data: await services.noticeEditing.createNotice(adminActorOf(principal, request), body),
  }));

  routes.json('updateNotice', async ({ params, body, principal, request }) => {
    await services.noticeEditing.updateNotice(
      adminActorOf(principal, request),
      params.noticeId,
      body,
    );
    return { data: null };
  });

  routes.json('deleteNotice', async ({ params, principal, request }) => {
    await services.noticeEditing.deleteNotice(adminActorOf(principal, request), params.noticeId);
    return { data: null };
  });

  routes.json('listAlbums', async ({ query }) => ({
    data: await services.albums.listAlbums(query),
  }));

  routes.json('album', async ({ params }) => ({
    data: await services.albums.album(params.albumId),
  }));

  routes.json(
    'uploadSiteImage',
    async ({ request, principal }) => ({
      data: await withUpload(request, (file) =>
        services.siteImages.uploadSiteImage(adminActorOf(principal, request), file),
      ),
    }),
    { perMinute: 60 },
  );

  routes.json('officeAlbums', async ({ query }) => ({
    data: await services.albums.officeAlbums(query),
  }));

  routes.json('officeAlbum', async ({ params }) => ({
    data: await services.albums.officeAlbum(params.albumId),
  }));

  routes.json('createAlbum', async ({ body, principal, request }) => ({
    data: await services.albums.createAlbum(adminActorOf(principal, request), body),
  }));

  routes.json('updateAlbum', async ({ params, body, principal, request }) => {
    await services.albums.updateAlbum(adminActorOf(principal, request), params.albumId, body);
    return { data: null };
  });

  routes.json('deleteAlbum', async ({ params, principal, request }) => {
    await services.albums.deleteAlbum(adminActorOf(principal, request), params.albumId);
    return { data: null };
  });

  routes.json('timeline', async () => ({ data: await services.history.timeline() }));

  routes.json('pastPresidents', async () => ({ data: await services.history.pastPresidents() }));

  routes.json('updateTimeline', async ({ body, principal, request }) => {
    await services.history.updateTimeline(adminActorOf(principal, request), body.entries);
    return { data: null };
  });

  routes.json('updatePastPresidents', async ({ body, principal, request }) => {
    await services.history.updatePastPresidents(adminActorOf(principal, request), body.presidents);
    return { data: null };
  });

  routes.json('organizationChart', async () => ({
    data: await services.organizationChart.organizationChart(),
  }));

  routes.json('updateOrganizationChart', async ({ body, principal, request }) => {
    await services.organizationChart.updateOrganizationChart(
      adminActorOf(principal, request),
      body.positions,
    );
    return { data: null };
  });
}
