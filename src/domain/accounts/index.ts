export { CONSENT_VERSIONS } from './consent-versions';
