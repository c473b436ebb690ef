import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { JoseTokenSigner } from '../../../../server/adapters/security/jose-token-signer';
import { TokenVerificationError } from '../../../../server/application/shared/ports';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const claims = { sub: 'hong123', sid: 'family-1', role: 'member' as const, secondFactor: false };

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
      amr: ['pwd'],
      exp: Date.parse('2026-11-22T11:00:00Z') / 1000,
    });
    expect(await signer.verify(token)).toEqual(claims);
  });

  it('says in RFC 8176’s amr whether the sign-in passed the second factor; a token without amr did not', async () => {
    const clock = clockAt('2026-11-22T10:00:00Z');
    const signer = new JoseTokenSigner(SECRET, clock);
    const office = { ...claims, role: 'admin' as const, secondFactor: true };
    const token = await signer.sign(office, new Date('2026-11-22T11:00:00Z'));
    const payload: unknown = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(payload).toMatchObject({ amr: ['pwd', 'otp'] });
    expect(await signer.verify(token)).toEqual(office);

    const withoutAmr = await new SignJWT({ sid: 'family-1', role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('hong123')
      .setIssuer('alumni-association')
      .setAudience('alumni-association-spa')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await signer.verify(withoutAmr)).toMatchObject({ role: 'admin', secondFactor: false });
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

/**
 * The check runs on node:crypto rather than jose's jwtVerify: every token below, signed with the
 * server's key unless said otherwise, gets the same verdict as jwtVerify with the options the
 * signer used to give it, except where the signer is deliberately stricter (canonical base64url,
 * no `crit`), which jose accepts but this server never signs.
 */
describe('JoseTokenSigner checks tokens as jose does', () => {
  const NOW = Date.parse('2026-11-22T10:00:00Z') / 1000;
  const key = new TextEncoder().encode(SECRET);
  const b64 = (value: unknown) =>
    Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
  const hmac = (input: string, secret: Uint8Array = key) =>
    createHmac('sha256', secret).update(input).digest('base64url');
  /** A token of exactly this header and these claims, signed with HMAC-SHA256. */
  const signedRaw = (header: unknown, payload: unknown, secret?: Uint8Array) => {
    const input = `${b64(header)}.${b64(payload)}`;
    return `${input}.${hmac(input, secret)}`;
  };
  const good = {
    sub: 'hong123',
    sid: 'family-1',
    role: 'member',
    iss: 'alumni-association',
    aud: 'alumni-association-spa',
    iat: NOW,
    exp: NOW + 3600,
  };
  const header = { alg: 'HS256', typ: 'JWT' };

  async function joseVerdict(token: string, allowExpired = false) {
    try {
      await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: 'alumni-association',
        audience: 'alumni-association-spa',
        requiredClaims: ['sub', 'exp'],
        currentDate: allowExpired ? new Date(0) : new Date(NOW * 1000),
      });
      return 'accepted';
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }

  function cases(): Array<[string, string]> {
    const genuine = signedRaw(header, good);
    const [h = '', p = '', s = ''] = genuine.split('.');
    const flipped = `${s.slice(0, 10)}${s[10] === 'A' ? 'B' : 'A'}${s.slice(11)}`;
    const withClaims = (changes: Record<string, unknown>) =>
      signedRaw(header, { ...good, ...changes });
    const without = (claim: string) => {
      const { [claim]: _dropped, ...rest } = good as Record<string, unknown>;
      return signedRaw(header, rest);
    };
    return [
      ['genuine', genuine],
      ['expired', withClaims({ exp: NOW - 1 })],
      ['expiring this very second', withClaims({ exp: NOW })],
      ['tampered signature', `${h}.${p}.${flipped}`],
      [
        'signature of another key',
        signedRaw(header, good, new TextEncoder().encode('x'.repeat(40))),
      ],
      ['signature cut short', `${h}.${p}.${s.slice(0, -1)}`],
      ['signature made longer', `${h}.${p}.${s}AA`],
      ['no signature', `${h}.${p}.`],
      ['claims edited after signing', `${h}.${b64({ ...good, role: 'admin' })}.${s}`],
      ['alg none, unsigned', `${b64({ alg: 'none' })}.${p}.`],
      ['alg none, signed anyway', signedRaw({ alg: 'none' }, good)],
      ['alg hs256 (case)', signedRaw({ alg: 'hs256' }, good)],
      ['alg HS512 in the header, HS256 signature', signedRaw({ alg: 'HS512' }, good)],
      ['alg RS256 in the header, HS256 signature', signedRaw({ alg: 'RS256' }, good)],
      ['no alg', signedRaw({ typ: 'JWT' }, good)],
      ['alg not a string', signedRaw({ alg: ['HS256'] }, good)],
      ['header an array', signedRaw(['HS256'], good)],
      [
        'header not JSON',
        (() => {
          const input = `${b64('{alg:HS256}')}.${p}`;
          return `${input}.${hmac(input)}`;
        })(),
      ],
      [
        'payload not JSON',
        (() => {
          const input = `${h}.${b64('hello')}`;
          return `${input}.${hmac(input)}`;
        })(),
      ],
      ['payload an array', signedRaw(header, [good])],
      ['payload null', signedRaw(header, null)],
      [
        'payload not UTF-8',
        (() => {
          const input = `${h}.${Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')}`;
          return `${input}.${hmac(input)}`;
        })(),
      ],
      ['two segments', `${h}.${p}`],
      ['four segments', `${genuine}.${s}`],
      ['one segment', h],
      ['empty header', `.${p}.${hmac(`.${p}`)}`],
      ['empty payload', `${h}..${hmac(`${h}.`)}`],
      ['empty', ''],
      ['dots only', '..'],
      ['non-ASCII in the payload segment', `${h}.${p}가.${s}`],
      ['another issuer', withClaims({ iss: 'someone-else' })],
      ['another audience', withClaims({ aud: 'someone-else' })],
      ['audience list with ours', withClaims({ aud: ['x', 'alumni-association-spa'] })],
      ['audience list without ours', withClaims({ aud: ['x'] })],
      ['no issuer', without('iss')],
      ['no audience', without('aud')],
      ['no subject', without('sub')],
      ['no expiry', without('exp')],
      ['no sid', without('sid')],
      ['expiry a string', withClaims({ exp: String(NOW + 3600) })],
      ['expiry null', withClaims({ exp: null })],
      ['iat a string', withClaims({ iat: 'now' })],
      ['not before in the future', withClaims({ nbf: NOW + 60 })],
      ['not before in the past', withClaims({ nbf: NOW - 60 })],
      ['not before a string', withClaims({ nbf: 'soon' })],
      ['subject a number', withClaims({ sub: 123 })],
      ['role of another kind', withClaims({ role: 'root' })],
      ['expired and of another audience', withClaims({ exp: NOW - 1, aud: 'x' })],
      ['expired and not before in the future', withClaims({ exp: NOW - 1, nbf: NOW + 60 })],
    ];
  }

  /** jose's verdict, or the signer's where the signer refuses what jose lets through. */
  async function expectedVerdict(kind: string, token: string, allowExpired: boolean) {
    const verdict = await joseVerdict(token, allowExpired);
    if (verdict !== 'accepted') return verdict;
    // jose leaves these to the caller; the signer refused them before as now.
    if (['no sid', 'subject a number', 'role of another kind'].includes(kind)) return 'invalid';
    return 'accepted';
  }

  it('gives every token the verdict jose gives it, now and as sign-out reads it, every time', async () => {
    const signer = new JoseTokenSigner(SECRET, clockAt(new Date(NOW * 1000).toISOString()));
    // Each token three times over: the signer keeps what it has checked.
    for (const [kind, token] of cases()) {
      for (const allowExpired of [false, true, false]) {
        expect(
          await problemOf(signer.verify(token, { allowExpired })),
          `${kind} ${allowExpired}`,
        ).toBe(await expectedVerdict(kind, token, allowExpired));
      }
    }
  });

  it('compares the times on every call, also for a token it has checked before', async () => {
    const clock = clockAt('2026-11-22T10:00:00Z');
    const signer = new JoseTokenSigner(SECRET, clock);
    const token = await signer.sign(claims, new Date('2026-11-22T11:00:00Z'));
    const notYet = signedRaw(header, { ...good, nbf: Date.parse('2026-11-22T10:30:00Z') / 1000 });
    expect(await signer.verify(token)).toEqual(claims);
    expect(await problemOf(signer.verify(notYet))).toBe('invalid');
    clock.set('2026-11-22T10:59:59Z');
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(notYet)).toEqual(claims);
    clock.set('2026-11-22T11:00:00Z');
    expect(await problemOf(signer.verify(token))).toBe('expired');
    expect(await signer.verify(token, { allowExpired: true })).toEqual(claims);
    expect(await problemOf(signer.verify(token))).toBe('expired');
  });

  it('reads an expired token only when asked to allow expiry, and still refuses it tampered', async () => {
    const signer = new JoseTokenSigner(SECRET, clockAt(new Date(NOW * 1000).toISOString()));
    const expired = signedRaw(header, { ...good, exp: NOW - 1 });
    expect(await problemOf(signer.verify(expired))).toBe('expired');
    expect(await signer.verify(expired, { allowExpired: true })).toEqual(claims);
    const [h, p, s = ''] = expired.split('.');
    const tampered = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(await problemOf(signer.verify(tampered))).toBe('invalid');
    expect(await problemOf(signer.verify(tampered, { allowExpired: true }))).toBe('invalid');
  });

  it('refuses what jose would let through but this server never signs: loose base64url, crit', async () => {
    const signer = new JoseTokenSigner(SECRET, clockAt(new Date(NOW * 1000).toISOString()));
    const genuine = signedRaw(header, good);
    const [h = '', p = '', s = ''] = genuine.split('.');
    const critB64 = signedRaw({ ...header, crit: ['b64'], b64: true }, good);
    const loose: Array<[string, string]> = [
      ['padded signature', `${h}.${p}.${s}=`],
      ['signature with a space', `${h}.${p}.${s.slice(0, 20)} ${s.slice(20)}`],
      ['crit b64 true', critB64],
    ];
    expect(await problemOf(signer.verify(genuine))).toBe('accepted');
    for (const [kind, token] of loose) {
      expect(await problemOf(signer.verify(token)), kind).toBe('invalid');
    }
    // A signature whose last character carries stray low bits decodes to the same bytes.
    const last = s.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const strayBits = alphabet[alphabet.indexOf(last) ^ 1] ?? 'A';
    const stray = `${h}.${p}.${s.slice(0, -1)}${strayBits}`;
    expect(Buffer.from(stray.split('.')[2] ?? '', 'base64url')).toEqual(
      Buffer.from(s, 'base64url'),
    );
    expect(await problemOf(signer.verify(stray))).toBe('invalid');
  });
});
