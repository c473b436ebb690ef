import { inject, injectable } from 'inversify';
import type { MemberApi } from '../../application/my-info/member-api';
import type {
  MemberProfile,
  MemberProfileUpdate,
  PasswordChange,
} from '../../domain/shared/member/member-profile';
import type {
  MemberProfileData,
  MemberProfileUpdateBody,
  PasswordChangeBody,
} from '../../contract/shared/member-schemas';
import { ApiClient } from './api-client';

/** The signed-in member's own data (/api/user/my). */
@injectable()
export class HttpMemberApi implements MemberApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  getMyInfo(signal?: AbortSignal): Promise<MemberProfile> {
    return this.client.call<MemberProfileData>('getMyInfo', { signal });
  }

  updateMyInfo(update: MemberProfileUpdate, signal?: AbortSignal): Promise<MemberProfile> {
    const body: MemberProfileUpdateBody = { ...update };
    return this.client.call<MemberProfileData>('updateMyInfo', { body, signal });
  }

  async changePassword(change: PasswordChange, signal?: AbortSignal): Promise<void> {
    const body: PasswordChangeBody = { ...change };
    await this.client.call('changeMyPassword', { body, signal });
  }
}
