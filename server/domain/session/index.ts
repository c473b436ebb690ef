export { ACCESS_TOKEN_TTL_MS, REFRESH_FAMILY_TTL_MS } from './policies';
export * from './second-factor';
