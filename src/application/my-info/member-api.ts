import type {
  MemberProfile,
  MemberProfileUpdate,
  PasswordChange,
} from '../../domain/shared/member/member-profile';
import { token } from '../shared/tokens';

/** The signed-in member's own data. */
export interface MemberApi {
  getMyInfo(signal?: AbortSignal): Promise<MemberProfile>;
  updateMyInfo(update: MemberProfileUpdate, signal?: AbortSignal): Promise<MemberProfile>;
  changePassword(change: PasswordChange, signal?: AbortSignal): Promise<void>;
}

/** The member's own data, as the composition root binds it. */
export const MEMBER_API = token<MemberApi>('MemberApi');
