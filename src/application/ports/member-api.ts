import type { AlumniCard, AlumniSearchQuery } from '../../domain/member/alumni-card';
import type {
  MemberProfile,
  MemberProfileUpdate,
  PasswordChange,
} from '../../domain/member/member-profile';
import type { Page } from '../../domain/paging/page';

/** The signed-in member's own data. */
export interface MemberApi {
  getMyInfo(signal?: AbortSignal): Promise<MemberProfile>;
  updateMyInfo(update: MemberProfileUpdate, signal?: AbortSignal): Promise<MemberProfile>;
  changePassword(change: PasswordChange, signal?: AbortSignal): Promise<void>;
}

/**
 * The alumni directory: other members, showing only what each allowed. Its own port because
 * the reference server adds the call with the directory (issue 5); until then only the fake
 * backend provides it.
 */
export interface AlumniDirectoryApi {
  search(query: AlumniSearchQuery, signal?: AbortSignal): Promise<Page<AlumniCard>>;
}
