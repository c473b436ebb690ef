export { AUTH_API, type AuthApi, type Consents } from './auth-api';
export {
  ApplyForMembership,
  type MembershipApplication,
  type PendingProfileImage,
} from './apply-for-membership';
export { type ClosedAccountSession, WithdrawAccount } from './withdraw-account';
