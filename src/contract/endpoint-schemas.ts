import Type, { type TSchema } from 'typebox';
import type { EndpointName } from './endpoints';
import { AccessMenuBodySchema } from './access-log';
import {
  ListMembersQuerySchema,
  MemberPageSchema,
  RejectBodySchema,
  UserIdParamsSchema,
} from './admin';
import { AlumniPageSchema, AlumniRegionsSchema, AlumniSearchQuerySchema } from './directory';
import {
  CheckIdQuerySchema,
  CredentialsSchema,
  FindIdBodySchema,
  FindIdDataSchema,
  FindPasswordBodySchema,
  IdAvailabilitySchema,
  PasswordResetTicketSchema,
  ResetPasswordBodySchema,
  SendAuthMailBodySchema,
  SignInDataSchema,
  SignUpBodySchema,
  SignUpDataSchema,
  TokensSchema,
  WithdrawBodySchema,
} from './accounts';
import { NoData, Nullable } from './shared/schemas';
import {
  AttachedFileSchema,
  DownloadFileBodySchema,
  DownloadFilesBodySchema,
  MediaParamsSchema,
  RecentFileQuerySchema,
  UploadDataSchema,
} from './files';
import {
  MemberProfileSchema,
  MemberProfileUpdateSchema,
  PasswordChangeBodySchema,
} from './shared/member-schemas';

/** What each call takes and answers. `data` is the envelope's data; absent for binary calls. */
export interface EndpointSchemas {
  readonly body?: TSchema;
  readonly querystring?: TSchema;
  readonly params?: TSchema;
  readonly data?: TSchema;
}

export const ENDPOINT_SCHEMAS = {
  signIn: { body: CredentialsSchema, data: SignInDataSchema },
  refresh: { body: TokensSchema, data: TokensSchema },
  ping: { data: Type.Boolean() },
  signOut: { data: NoData },
  sendAuthMail: { body: SendAuthMailBodySchema, data: NoData },
  findId: { body: FindIdBodySchema, data: FindIdDataSchema },
  findPassword: { body: FindPasswordBodySchema, data: PasswordResetTicketSchema },
  resetPassword: { body: ResetPasswordBodySchema, data: NoData },
  checkId: { querystring: CheckIdQuerySchema, data: IdAvailabilitySchema },
  signUp: { body: SignUpBodySchema, data: SignUpDataSchema },
  withdraw: { body: WithdrawBodySchema, data: NoData },
  getMyInfo: { data: MemberProfileSchema },
  updateMyInfo: { body: MemberProfileUpdateSchema, data: MemberProfileSchema },
  changeMyPassword: { body: PasswordChangeBodySchema, data: NoData },
  searchAlumni: { querystring: AlumniSearchQuerySchema, data: AlumniPageSchema },
  alumniRegions: { data: AlumniRegionsSchema },
  uploadFile: { data: UploadDataSchema },
  uploadProfileImage: { data: UploadDataSchema },
  downloadFile: { body: DownloadFileBodySchema },
  downloadFiles: { body: DownloadFilesBodySchema },
  recentFile: { querystring: RecentFileQuerySchema, data: Nullable(AttachedFileSchema) },
  media: { params: MediaParamsSchema },
  accessMenu: { body: AccessMenuBodySchema, data: NoData },
  listMembers: { querystring: ListMembersQuerySchema, data: MemberPageSchema },
  approveMember: { params: UserIdParamsSchema, data: NoData },
  rejectMember: { params: UserIdParamsSchema, body: RejectBodySchema, data: NoData },
} as const satisfies Record<EndpointName, EndpointSchemas>;
