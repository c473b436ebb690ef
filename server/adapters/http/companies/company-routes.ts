import type { CompaniesServices } from '../../../application/companies';
import { adminActorOf } from '../admin';
import { withUpload } from '../files';
import { requirePrincipal, type Routes } from '../shared/endpoint-route';

/** 동문 기업 홍보: the public list, a member's own listings, the office's approval. */
export function registerCompaniesRoutes(routes: Routes, services: CompaniesServices): void {
  routes.json('listCompanies', async ({ query }) => ({
    data: await services.publicCompanies.list(query),
  }));

  routes.json('myCompanies', async ({ principal }) => ({
    data: await services.memberCompanies.list(requirePrincipal(principal)),
  }));

  routes.json(
    'uploadCompanyLogo',
    async ({ request, principal }) => ({
      data: await withUpload(request, (file) =>
        services.memberCompanies.uploadLogo(requirePrincipal(principal), file),
      ),
    }),
    { perMinute: 10 },
  );

  routes.json(
    'createCompany',
    async ({ principal, body }) => ({
      data: await services.memberCompanies.create(requirePrincipal(principal), body),
    }),
    { perMinute: 10 },
  );

  routes.json('updateCompany', async ({ principal, params, body }) => {
    await services.memberCompanies.update(requirePrincipal(principal), params.companyId, body);
    return { data: null };
  });

  routes.json('deleteCompany', async ({ principal, params }) => {
    await services.memberCompanies.delete(requirePrincipal(principal), params.companyId);
    return { data: null };
  });

  routes.json('officeCompanies', async ({ query }) => ({
    data: await services.companyReview.list(query),
  }));

  routes.json('reviewCompany', async ({ params, body, principal, request }) => {
    await services.companyReview.review(adminActorOf(principal, request), params.companyId, body);
    return { data: null };
  });
}
