export { AUTH_MAIL_PURPOSES, type AuthMailPurpose } from './auth-mail-purpose';
export {
  CONSENT_KINDS,
  type ConsentKind,
  CONSENT_VERSIONS,
  REQUIRED_CONSENTS,
} from './consent-versions';
export {
  readResetLinkFragment,
  RESET_LINK_PATH,
  type ResetLink,
  resetLinkFragment,
} from './reset-link';
export {
  REJECTED_APPLICATION_RETENTION_DAYS,
  rejectedApplicationsExpireBefore,
} from './rejected-applications';
export {
  CONSENT_LABELS,
  type ConsentAnswer,
  type ConsentState,
  currentConsentsOf,
  NOT_A_CONSENT,
  OPTIONAL_CONSENTS,
  REQUIRED_CONSENT_REFUSAL,
} from './consents';
