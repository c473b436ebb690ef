import { describe, expect, it } from 'vitest';
import {
  CONSENT_KINDS,
  CONSENT_VERSIONS,
  hasRequiredConsents,
  REQUIRED_CONSENTS,
} from '../../../src/domain/accounts/consent-versions';

describe('consent versions', () => {
  it('give every text a version that is the day it takes effect', () => {
    for (const kind of CONSENT_KINDS)
      expect(CONSENT_VERSIONS[kind]).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
  });

  it('require the terms of use and personal-data collection, not marketing', () => {
    expect(REQUIRED_CONSENTS).toEqual(['terms', 'privacy']);
    expect(hasRequiredConsents({ terms: true, privacy: true, marketing: false })).toBe(true);
    expect(hasRequiredConsents({ terms: true, privacy: false, marketing: true })).toBe(false);
    expect(hasRequiredConsents({ terms: false, privacy: true, marketing: true })).toBe(false);
  });
});
