import Type, { type Static } from 'typebox';
import {
  ALUMNI_MAX_PAGE_SIZE,
  ALUMNI_NAME_QUERY_MAX_LENGTH,
  ALUMNI_WORK_QUERY_MAX_LENGTH,
} from '../domain/directory/alumni-card';
import { PageOf, Text } from './shared/schemas';
import type { EndpointSchemas } from './shared/endpoint';
import { PROFILE_FIELD_PROPERTIES } from './shared/member-schemas';
import { MAX_PAGE_NUMBER } from '../domain/shared/paging/page';

const LegalDistrictCode = Text(10, { pattern: '^[0-9]{10}$' });

/**
 * The alumni directory's search (GET /api/user/alumni). Every filter is optional; they combine
 * with AND. Query-string values are text on the wire and read as the types below.
 */
export const AlumniSearchQuerySchema = Type.Object(
  {
    /** A name or part of it ("민수"), or initial consonants only ("ㄱㅁㅅ"). */
    name: Type.Optional(Text(ALUMNI_NAME_QUERY_MAX_LENGTH)),
    graduationYear: Type.Optional(PROFILE_FIELD_PROPERTIES.graduationYear),
    classNumber: Type.Optional(PROFILE_FIELD_PROPERTIES.classNumber),
    /** 10-digit 시·도 code; matches only members who share their region. */
    city: Type.Optional(LegalDistrictCode),
    /** 10-digit 시·군·구 code; matches only members who share their region. */
    sgg: Type.Optional(LegalDistrictCode),
    /** Part of a company or job title; matches only members who share them. */
    work: Type.Optional(Text(ALUMNI_WORK_QUERY_MAX_LENGTH)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER })),
    /** 20 unless given. */
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: ALUMNI_MAX_PAGE_SIZE })),
  },
  { additionalProperties: false },
);

/** What another alumnus sees of a member: name and class always, the rest only if shared. */
export const AlumniCardSchema = Type.Object(
  {
    name: Type.String(),
    graduationYear: Type.Integer(),
    classNumber: Type.Integer(),
    phone: Type.Optional(Type.String()),
    email: Type.Optional(Type.String()),
    company: Type.Optional(Type.String()),
    jobTitle: Type.Optional(Type.String()),
    /** "서울 강남구" */
    region: Type.Optional(Type.String()),
    /** 회비 납부: the member allows it and this year's dues are paid. */
    duesPaid: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
);

export const AlumniPageSchema = PageOf(AlumniCardSchema);

/** The 시·도 and 시·군·구 of members who share their region, in code order. */
export const AlumniRegionsSchema = Type.Array(
  Type.Object({
    city: Type.String(),
    sido: Type.String(),
    districts: Type.Array(Type.Object({ sgg: Type.String(), sigungu: Type.String() })),
  }),
);

export type AlumniSearchQueryData = Static<typeof AlumniSearchQuerySchema>;
export type AlumniCardData = Static<typeof AlumniCardSchema>;
export type AlumniPageData = Static<typeof AlumniPageSchema>;
export type AlumniRegionsData = Static<typeof AlumniRegionsSchema>;

/** What each of the feature's calls takes and answers (src/contract/endpoints/directory.ts). */
export const DIRECTORY_SCHEMAS = {
  searchAlumni: { querystring: AlumniSearchQuerySchema, data: AlumniPageSchema },
  alumniRegions: { data: AlumniRegionsSchema },
} as const satisfies Record<string, EndpointSchemas>;
