import Type, { type Static } from 'typebox';
import {
  COMPANY_ADDRESS_MAX_LENGTH,
  COMPANY_CATEGORIES,
  COMPANY_MAX_PAGE_SIZE,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_PHONE_MAX_LENGTH,
  COMPANY_QUERY_MAX_LENGTH,
  COMPANY_REJECT_REASON_MAX_LENGTH,
  COMPANY_STATUSES,
  COMPANY_SUMMARY_MAX_LENGTH,
  COMPANY_WEBSITE_MAX_LENGTH,
} from '../domain/companies/companies';
import { MAX_PAGE_NUMBER } from '../domain/shared/paging/page';
import { SiteImageSchema } from './content';
import type { EndpointSchemas } from './shared/endpoint';
import { FileId, NoData, Nullable, OneOf, PageOf, Text } from './shared/schemas';

const PageNumber = Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER });

export const CompanyParamsSchema = Type.Object(
  { companyId: FileId },
  { additionalProperties: false },
);

export const CompanyListQuerySchema = Type.Object(
  {
    category: Type.Optional(OneOf(COMPANY_CATEGORIES)),
    /** Words searched in the name and the summary; each must appear. */
    query: Type.Optional(Text(COMPANY_QUERY_MAX_LENGTH)),
    page: Type.Optional(PageNumber),
    /** 12 unless given. */
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: COMPANY_MAX_PAGE_SIZE })),
  },
  { additionalProperties: false },
);

export const OfficeCompanyQuerySchema = Type.Object(
  {
    status: OneOf(COMPANY_STATUSES),
    page: Type.Optional(PageNumber),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: COMPANY_MAX_PAGE_SIZE })),
  },
  { additionalProperties: false },
);

const CompanyProperties = {
  companyId: Type.String(),
  name: Type.String(),
  category: OneOf(COMPANY_CATEGORIES),
  summary: Type.String(),
  phone: Type.String(),
  website: Type.String(),
  address: Type.String(),
  logo: Nullable(SiteImageSchema),
};

const CompanyOwnerSchema = Type.Object({
  name: Type.String(),
  classNumber: Nullable(Type.Integer({ minimum: 1 })),
});

export const CompanySchema = Type.Object({ ...CompanyProperties, owner: CompanyOwnerSchema });

const ReviewProperties = {
  status: OneOf(COMPANY_STATUSES),
  rejectReason: Nullable(Type.String()),
  updatedAt: Type.String(),
};

export const MyCompanySchema = Type.Object({ ...CompanyProperties, ...ReviewProperties });

export const OfficeCompanySchema = Type.Object({
  ...CompanySchema.properties,
  ...ReviewProperties,
  ownerId: Type.String(),
  reviewedAt: Nullable(Type.String()),
});

export const CompanyDraftSchema = Type.Object(
  {
    name: Text(COMPANY_NAME_MAX_LENGTH, { minLength: 1 }),
    category: OneOf(COMPANY_CATEGORIES),
    summary: Text(COMPANY_SUMMARY_MAX_LENGTH, { minLength: 1, lines: 'multiple' }),
    phone: Text(COMPANY_PHONE_MAX_LENGTH),
    website: Text(COMPANY_WEBSITE_MAX_LENGTH),
    address: Text(COMPANY_ADDRESS_MAX_LENGTH),
    logoImageId: Nullable(FileId),
  },
  { additionalProperties: false },
);

export type CompanyDraftBody = Static<typeof CompanyDraftSchema>;

/** `updatedAt`: the version the administrator read; a listing changed since is not decided. */
export const CompanyReviewSchema = Type.Union([
  Type.Object(
    { decision: Type.Literal('approve'), updatedAt: Type.String({ maxLength: 40 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      decision: Type.Literal('reject'),
      updatedAt: Type.String({ maxLength: 40 }),
      reason: Text(COMPANY_REJECT_REASON_MAX_LENGTH, { minLength: 1, lines: 'multiple' }),
    },
    { additionalProperties: false },
  ),
]);

/** What each of the feature's calls takes and answers (src/contract/endpoints/companies.ts). */
export const COMPANIES_SCHEMAS = {
  listCompanies: { querystring: CompanyListQuerySchema, data: PageOf(CompanySchema) },
  myCompanies: { data: Type.Array(MyCompanySchema) },
  uploadCompanyLogo: { data: SiteImageSchema },
  createCompany: { body: CompanyDraftSchema, data: Type.Object({ companyId: Type.String() }) },
  updateCompany: { params: CompanyParamsSchema, body: CompanyDraftSchema, data: NoData },
  deleteCompany: { params: CompanyParamsSchema, data: NoData },
  officeCompanies: { querystring: OfficeCompanyQuerySchema, data: PageOf(OfficeCompanySchema) },
  reviewCompany: { params: CompanyParamsSchema, body: CompanyReviewSchema, data: NoData },
} as const satisfies Record<string, EndpointSchemas>;
