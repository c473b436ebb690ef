import { ContainerModule } from 'inversify';
import { ApiClient } from '../../adapters/http/api-client';
import {
  COMPANY_API,
  MEMBER_COMPANY_API,
  OFFICE_COMPANY_API,
} from '../../application/companies/company-api';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyPort } from '../lazy-port';

/** 동문 기업 홍보: its adapters load with the page that uses them (none is on the home page). */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(COMPANY_API).toDynamicValue((context) => {
      const client = context.get(ApiClient);
      return lazyPort(async () => {
        const { HttpCompanyApi } = await import('../../adapters/http/http-company-api');
        return new HttpCompanyApi(client);
      });
    });
    bind(MEMBER_COMPANY_API).toDynamicValue((context) => {
      const client = context.get(ApiClient);
      return lazyPort(async () => {
        const { HttpMemberCompanyApi } =
          await import('../../adapters/http/http-member-company-api');
        return new HttpMemberCompanyApi(client);
      });
    });
    bind(OFFICE_COMPANY_API).toDynamicValue((context) => {
      const client = context.get(ApiClient);
      return lazyPort(async () => {
        const { HttpOfficeCompanyApi } =
          await import('../../adapters/http/http-office-company-api');
        return new HttpOfficeCompanyApi(client);
      });
    });
  }),
  services: (container) => ({
    companies: resolve(container, COMPANY_API),
    memberCompanies: resolve(container, MEMBER_COMPANY_API),
    officeCompanies: resolve(container, OFFICE_COMPANY_API),
  }),
};
