import type { CompaniesServices } from '../../../application/companies';
import { adminActorOf } from '../admin';
import { withUpload } from '../files';
import { requirePrincipal, type Routes } from '../shared/endpoint-route';

/** 동문 기업 홍보: the public list, a member's own listings, the office's approval. */
export function registerCompaniesRoutes(routes: Routes, services: CompaniesServices): void {
  routes.json('listCompanies', async ({ query }) => ({
    data: await services.publicCompanies.listCompanies(query),
  }));

  routes.json('myCompanies', async ({ principal }) => ({
    data: await services.memberCompanies.myCompanies(requirePrincipal(principal)),
  }));

  routes.json(
    'uploadCompanyLogo',
    async ({ request, principal }) => ({
      data: await withUpload(request, (file) =>
        services.memberCompanies.uploadCompanyLogo(requirePrincipal(principal), file),
      ),
    }),
    { perMinute: 10 },
  );

  routes.json(
    'createCompany',
    async ({ principal, body }) => ({
      data: await services.memberCompanies.createCompany(requirePrincipal(principal), body),
    }),
    { perMinute: 10 },
  );

  routes.json('updateCompany', async ({ principal, params, body }) => {
    await services.memberCompanies.updateCompany(
      requirePrincipal(principal),
      params.companyId,
      body,
    );
    return { data: null };
  });

  routes.json('deleteCompany', async ({ principal, params }) => {
    await services.memberCompanies.deleteCompany(requirePrincipal(principal), params.companyId);
    return { data: null };
  });

  routes.json('officeCompanies', async ({ query }) => ({
    data: await services.companyReview.officeCompanies(query),
  }));

  routes.json('reviewCompany', async ({ params, body, principal, request }) => {
    await services.companyReview.reviewCompany(
      adminActorOf(principal, request),
      params.companyId,
      body,
    );
    return { data: null };
  });
}
