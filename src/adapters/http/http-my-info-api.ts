import { inject, injectable } from 'inversify';
import type { ConsentChange, MyInfoApi } from '../../application/my-info/my-info-api';
import type { ConsentState } from '../../domain/accounts/consents';
import type {
  MemberProfile,
  MemberProfileUpdate,
  PasswordChange,
} from '../../domain/shared/member/member-profile';
import { ApiClient } from './api-client';

/** The signed-in member's own data (/api/user/my). */
@injectable()
export class HttpMyInfoApi implements MyInfoApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  getMyInfo(signal?: AbortSignal): Promise<MemberProfile> {
    return this.client.call('getMyInfo', { signal });
  }

  updateMyInfo(update: MemberProfileUpdate, signal?: AbortSignal): Promise<MemberProfile> {
    return this.client.call('updateMyInfo', { body: update, signal });
  }

  async changeMyPassword(change: PasswordChange, signal?: AbortSignal): Promise<void> {
    await this.client.call('changeMyPassword', { body: change, signal });
  }

  getMyConsents(signal?: AbortSignal): Promise<readonly ConsentState[]> {
    return this.client.call('getMyConsents', { signal });
  }

  changeMyConsent(change: ConsentChange, signal?: AbortSignal): Promise<readonly ConsentState[]> {
    return this.client.call('changeMyConsent', { body: change, signal });
  }
}
