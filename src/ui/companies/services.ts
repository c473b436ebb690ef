import type { CompanyApi, MemberCompanyApi, OfficeCompanyApi } from '../../application/companies';

// 동문 기업 홍보, as the UI gets it (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    /** The public list of alumni's companies. */
    readonly companies: CompanyApi;
    /** The signed-in member's own listings. */
    readonly memberCompanies: MemberCompanyApi;
    /** The office's approval of listings (the console). */
    readonly officeCompanies: OfficeCompanyApi;
  }
}
