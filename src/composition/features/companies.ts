import { ContainerModule } from 'inversify';
import { COMPANY_API, MEMBER_COMPANY_API, OFFICE_COMPANY_API } from '../../application/companies';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/** 동문 기업 홍보: its adapters load with the page that uses them (none is on the home page). */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(COMPANY_API).toDynamicValue(
      lazyHttpPort(() => import('../../adapters/http/http-company-api'), 'HttpCompanyApi'),
    );
    bind(MEMBER_COMPANY_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-member-company-api'),
        'HttpMemberCompanyApi',
      ),
    );
    bind(OFFICE_COMPANY_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-office-company-api'),
        'HttpOfficeCompanyApi',
      ),
    );
  }),
  services: (container) => ({
    companies: resolve(container, COMPANY_API),
    memberCompanies: resolve(container, MEMBER_COMPANY_API),
    officeCompanies: resolve(container, OFFICE_COMPANY_API),
  }),
};
