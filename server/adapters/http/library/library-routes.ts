import type { LibraryServices } from '../../../application/library';
import { adminActorOf } from '../admin';
import type { Routes } from '../shared/endpoint-route';

/** 자료실: the public list and the office's keeping of it. */
export function registerLibraryRoutes(routes: Routes, services: LibraryServices): void {
  routes.json('listLibrary', async ({ query }) => ({
    data: await services.library.listLibrary(query),
  }));

  routes.json('officeLibrary', async ({ query }) => ({
    data: await services.library.officeLibrary(query),
  }));

  routes.json('createLibraryDocument', async ({ body, principal, request }) => ({
    data: await services.library.createLibraryDocument(adminActorOf(principal, request), body),
  }));

  routes.json('updateLibraryDocument', async ({ params, body, principal, request }) => {
    await services.library.updateLibraryDocument(
      adminActorOf(principal, request),
      params.documentId,
      body,
    );
    return { data: null };
  });

  routes.json('deleteLibraryDocument', async ({ params, principal, request }) => {
    await services.library.deleteLibraryDocument(
      adminActorOf(principal, request),
      params.documentId,
    );
    return { data: null };
  });
}
