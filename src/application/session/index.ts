export { SECOND_FACTOR_API, type SecondFactorApi } from './second-factor-api';
export { TOKEN_STORE, type TokenStore } from './token-store';
