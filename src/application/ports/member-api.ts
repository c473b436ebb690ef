import type { AlumniCard, AlumniSearchQuery } from '../../domain/member/alumni-card';
import type {
  MemberProfile,
  MemberProfileUpdate,
  PasswordChange,
} from '../../domain/member/member-profile';
import type { Page } from '../../domain/paging/page';

/** The signed-in member's own data and the alumni directory. */
export interface MemberApi {
  getMyInfo(signal?: AbortSignal): Promise<MemberProfile>;
  updateMyInfo(update: MemberProfileUpdate, signal?: AbortSignal): Promise<MemberProfile>;
  changePassword(change: PasswordChange, signal?: AbortSignal): Promise<void>;
  searchAlumni(query: AlumniSearchQuery, signal?: AbortSignal): Promise<Page<AlumniCard>>;
}
