import { signIn, type SignedInMember } from './members';
import type { TestServer } from './test-server';

/** The office's administrator of the server tests (the browser tests have their own: e2e/support). */
export const OFFICE_ADMINISTRATOR = {
  userId: 'office2026',
  password: 'Office!2026admin',
  name: '사무국',
  email: 'office@example.com',
} as const;

/**
 * Creates the office's administrator and signs them in through the API, enrolling their second
 * factor (support/second-factor.ts): the console's calls as the office makes them.
 */
export async function signedInOffice(server: TestServer): Promise<SignedInMember> {
  await server.runtime.services.administration.createAdministrator(OFFICE_ADMINISTRATOR);
  return signIn(server, OFFICE_ADMINISTRATOR);
}
