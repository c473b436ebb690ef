import {
  MemberProfileSchema,
  MemberProfileUpdateSchema,
  PasswordChangeBodySchema,
} from './shared/member-schemas';
import { NoData } from './shared/schemas';
import type { EndpointSchemas } from './shared/endpoint';

/** What each of the feature's calls takes and answers (src/contract/endpoints/my-info.ts). */
export const MY_INFO_SCHEMAS = {
  getMyInfo: { tag: 'member', summary: '내 정보 조회.', data: MemberProfileSchema },
  updateMyInfo: {
    tag: 'member',
    summary: '내 정보 수정(이메일 변경은 새 인증번호 필요).',
    body: MemberProfileUpdateSchema,
    data: MemberProfileSchema,
  },
  changeMyPassword: {
    tag: 'member',
    summary: '비밀번호 변경(현재 비밀번호 확인).',
    body: PasswordChangeBodySchema,
    data: NoData,
  },
} as const satisfies Record<string, EndpointSchemas>;
