import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { JoseTokenSigner } from '../../../../server/adapters/security/jose-token-signer';
import { TokenVerificationError } from '../../../../server/application/ports';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const claims = { sub: 'hong123', sid: 'family-1', role: 'member' as const };

function clockAt(iso: string) {
  let now = new Date(iso);
  return { now: () => now, set: (next: string) => (now = new Date(next)) };
}

async function problemOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return error instanceof TokenVerificationError ? error.problem : 'other error';
  }
}

describe('JoseTokenSigner', () => {
  it('signs HS256 JWTs whose subject is the user id, and reads them back', async () => {
    const clock = clockAt('2026-11-22T10:00:00Z');
    const signer = new JoseTokenSigner(SECRET, clock);
    const token = await signer.sign(claims, new Date('2026-11-22T11:00:00Z'));
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part): unknown => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({
      sub: 'hong123',
      sid: 'family-1',
      role: 'member',
      exp: Date.parse('2026-11-22T11:00:00Z') / 1000,
    });
    expect(await signer.verify(token)).toEqual(claims);
  });

  it('refuses an expired token as expired, but reads it when asked to allow expiry (sign-out)', async () => {
    const clock = clockAt('2026-11-22T10:00:00Z');
    const signer = new JoseTokenSigner(SECRET, clock);
    const token = await signer.sign(claims, new Date('2026-11-22T11:00:00Z'));
    clock.set('2026-11-22T11:00:01Z');
    expect(await problemOf(signer.verify(token))).toBe('expired');
    expect(await signer.verify(token, { allowExpired: true })).toEqual(claims);
  });

  it('refuses alg none, other algorithms, other keys and tampering as invalid', async () => {
    const clock = clockAt('2026-11-22T10:00:00Z');
    const signer = new JoseTokenSigner(SECRET, clock);
    const exp = Math.floor(Date.parse('2026-11-22T11:00:00Z') / 1000);
    const unsecured = new UnsecuredJWT({ sid: 'family-1', role: 'member' })
      .setSubject('hong123')
      .setIssuer('alumni-association')
      .setAudience('alumni-association-spa')
      .setExpirationTime(exp)
      .encode();
    const hs512 = await new SignJWT({ sid: 'family-1', role: 'member' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('hong123')
      .setIssuer('alumni-association')
      .setAudience('alumni-association-spa')
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(SECRET));
    const otherKey = await new JoseTokenSigner(
      'another-secret-of-at-least-thirty-two-chars',
      clock,
    ).sign(claims, new Date(exp * 1000));
    const genuine = await signer.sign(claims, new Date(exp * 1000));
    const [header, , signature] = genuine.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: 'admin', sid: 'x', role: 'admin', exp })).toString('base64url')}.${signature}`;

    for (const token of [unsecured, hs512, otherKey, tampered, 'not-a-token', '']) {
      expect(await problemOf(signer.verify(token))).toBe('invalid');
    }
  });

  it('refuses tokens of this key made for another issuer or audience', async () => {
    const clock = clockAt('2026-11-22T10:00:00Z');
    const signer = new JoseTokenSigner(SECRET, clock);
    const foreign = await new SignJWT({ sid: 'family-1', role: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('hong123')
      .setIssuer('someone-else')
      .setAudience('alumni-association-spa')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await problemOf(signer.verify(foreign))).toBe('invalid');
  });
});
