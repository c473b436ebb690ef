import type { AlumniCard, AlumniSearchQuery, AlumniRegion } from '../../domain/directory';
import type {
  MemberProfile,
  MemberProfileUpdate,
  PasswordChange,
} from '../../domain/shared/member/member-profile';
import type { Page } from '../../domain/shared/paging/page';

/** The signed-in member's own data. */
export interface MemberApi {
  getMyInfo(signal?: AbortSignal): Promise<MemberProfile>;
  updateMyInfo(update: MemberProfileUpdate, signal?: AbortSignal): Promise<MemberProfile>;
  changePassword(change: PasswordChange, signal?: AbortSignal): Promise<void>;
}

/**
 * The alumni directory: other approved members, showing only what each allowed (the server
 * enforces it). Most recent class first, then by name.
 */
export interface AlumniDirectoryApi {
  search(query: AlumniSearchQuery, signal?: AbortSignal): Promise<Page<AlumniCard>>;
  /** The 시·도 and 시·군·구 the search can filter by: where members who share their region live. */
  regions(signal?: AbortSignal): Promise<readonly AlumniRegion[]>;
}
