/**
 * Each feature's numbers are in its own folder: `server/domain/session/` (token lifetimes),
 * `accounts/` (e-mail codes, password resets, consent versions), `files/` (profile images,
 * unclaimed uploads, visitors' uploads). Kept only for test/security/upload-content-race.test.ts,
 * which still imports this path; remove once it imports server/domain/files.
 */
export { UNCLAIMED_UPLOAD_TTL_MS } from '../files';
