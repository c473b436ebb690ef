import { ContainerModule } from 'inversify';
import { FakeCompanyApi, FakeOfficeCompanyApi } from '../../../adapters/fake/fake-company-api';
import {
  COMPANY_API,
  MEMBER_COMPANY_API,
  OFFICE_COMPANY_API,
} from '../../../application/companies/company-api';

export const fake = new ContainerModule(({ bind }) => {
  bind(FakeCompanyApi).toSelf().inSingletonScope();
  bind(COMPANY_API).toService(FakeCompanyApi);
  bind(MEMBER_COMPANY_API).toService(FakeCompanyApi);
  bind(OFFICE_COMPANY_API).to(FakeOfficeCompanyApi).inSingletonScope();
});
