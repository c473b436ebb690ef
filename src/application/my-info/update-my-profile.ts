import { inject, injectable } from 'inversify';
import {
  type MemberProfile,
  type MemberProfileUpdate,
  unchangedUpdateOf,
} from '../../domain/shared/member/member-profile';
import { MEMBER_API, type MemberApi } from './member-api';

/**
 * Saves one section of /me. The server's call takes the whole profile, so the change goes on top
 * of the profile as last saved: what another section changed meanwhile is kept, not undone.
 * Answers the profile as the server saved it.
 */
@injectable()
export class UpdateMyProfile {
  constructor(@inject(MEMBER_API) private readonly memberApi: MemberApi) {}

  execute(saved: MemberProfile, change: Partial<MemberProfileUpdate>): Promise<MemberProfile> {
    return this.memberApi.updateMyInfo({ ...unchangedUpdateOf(saved), ...change });
  }
}
