import type {
  MemberProfile,
  MemberProfileUpdate,
  PasswordChange,
} from '../../domain/shared/member/member-profile';
import type { ConsentKind, ConsentState } from '../../domain/accounts';
import { token } from '../shared/tokens';

/** The signed-in member's own data. */
export interface MyInfoApi {
  getMyInfo(signal?: AbortSignal): Promise<MemberProfile>;
  updateMyInfo(update: MemberProfileUpdate, signal?: AbortSignal): Promise<MemberProfile>;
  changeMyPassword(change: PasswordChange, signal?: AbortSignal): Promise<void>;
  /** The member's consents as they stand, each with the text's version and when. */
  getMyConsents(signal?: AbortSignal): Promise<readonly ConsentState[]>;
  /** Gives or withdraws an optional consent; answers the consents as they then stand. */
  changeMyConsent(change: ConsentChange, signal?: AbortSignal): Promise<readonly ConsentState[]>;
}

/** A change of one consent on /me. */
export interface ConsentChange {
  readonly kind: ConsentKind;
  readonly agreed: boolean;
}

/** The member's own data, as the composition root binds it. */
export const MY_INFO_API = token<MyInfoApi>('MyInfoApi');
