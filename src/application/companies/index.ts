export {
  COMPANY_API,
  type CompanyApi,
  MEMBER_COMPANY_API,
  type MemberCompanyApi,
  OFFICE_COMPANY_API,
  type OfficeCompanyApi,
} from './company-api';
