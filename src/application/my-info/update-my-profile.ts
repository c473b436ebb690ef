import { inject, injectable } from 'inversify';
import {
  type MemberProfile,
  type MemberProfileUpdate,
  unchangedUpdateOf,
} from '../../domain/shared/member/member-profile';
import { MY_INFO_API, type MyInfoApi } from './my-info-api';

/**
 * Saves one section of /me. The server's call takes the whole profile, so the change goes on top
 * of the profile as last saved: what another section changed meanwhile is kept, not undone.
 * Answers the profile as the server saved it.
 */
@injectable()
export class UpdateMyProfile {
  constructor(@inject(MY_INFO_API) private readonly myInfoApi: MyInfoApi) {}

  execute(saved: MemberProfile, change: Partial<MemberProfileUpdate>): Promise<MemberProfile> {
    return this.myInfoApi.updateMyInfo({ ...unchangedUpdateOf(saved), ...change });
  }
}
