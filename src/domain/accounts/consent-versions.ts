/**
 * The texts a member agrees to on sign-up, and the version of each. The sign-up screen shows the
 * text of this version and the server records this version with each answer, so a new text gets
 * a new version here and both sides move together. A version is the day the text takes effect.
 */

export type ConsentKind = 'terms' | 'privacy' | 'marketing';

export const CONSENT_KINDS = [
  'terms',
  'privacy',
  'marketing',
] as const satisfies readonly ConsentKind[];

/** The consents a sign-up cannot go without: the terms of use and personal-data collection. */
export const REQUIRED_CONSENTS: readonly ConsentKind[] = ['terms', 'privacy'];

export const CONSENT_VERSIONS: Readonly<Record<ConsentKind, string>> = {
  terms: '2026-11-01',
  privacy: '2026-11-01',
  // 홍보 only (issue 32): 안내 goes to members without it; confirmed every two years.
  marketing: '2026-11-29',
};

/** Whether every required consent is given. */
export function hasRequiredConsents(answers: Readonly<Record<ConsentKind, boolean>>): boolean {
  return REQUIRED_CONSENTS.every((kind) => answers[kind]);
}
