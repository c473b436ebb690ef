import { describe, expect, it } from 'vitest';
import { checkInTokenOf, registrationIdOfToken } from '../../../src/domain/events';

describe('registrationIdOfToken', () => {
  it('reads the registration out of a signed token', () => {
    expect(registrationIdOfToken('registration-000012.Ab_9-x')).toBe('registration-000012');
    expect(registrationIdOfToken(' r1.mac ')).toBe('r1');
  });

  it('answers null for what is no token', () => {
    for (const text of ['', 'r1', 'r1.', '.mac', 'r1.mac.more', 'r 1.mac', `${'a'.repeat(65)}.mac`])
      expect(registrationIdOfToken(text)).toBeNull();
  });

  it('reads the token the door scanned from a registration page address', () => {
    const token = checkInTokenOf('https://example.org/alumni/events/registration?t=r7.Zz9');
    expect(token && registrationIdOfToken(token)).toBe('r7');
  });
});
