import {
  MemberProfileSchema,
  MemberProfileUpdateSchema,
  PasswordChangeBodySchema,
} from './shared/member-schemas';
import { ConsentChangeSchema, ConsentStatesSchema } from './shared/consent-schemas';
import { NoData } from './shared/schemas';
import type { EndpointSchemas } from './shared/endpoint';

/** What each of the feature's calls takes and answers (src/contract/endpoints/my-info.ts). */
export const MY_INFO_SCHEMAS = {
  getMyInfo: { data: MemberProfileSchema },
  updateMyInfo: { body: MemberProfileUpdateSchema, data: MemberProfileSchema },
  changeMyPassword: { body: PasswordChangeBodySchema, data: NoData },
  getMyConsents: { data: ConsentStatesSchema },
  changeMyConsent: { body: ConsentChangeSchema, data: ConsentStatesSchema },
} as const satisfies Record<string, EndpointSchemas>;
