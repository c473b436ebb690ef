import { beforeEach, describe, expect, it } from 'vitest';
import { signedInMember, type SignedInMember } from '../server/support/members';
import { sqliteOnly, startTestServer } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';
import { uploaded } from '../server/support/uploads';

/**
 * The headers that keep a browser from running, framing or sniffing what the site serves:
 * a Content-Security-Policy without inline scripts and with no framing, `nosniff`, a referrer
 * policy that does not leak paths, `X-Frame-Options` for old browsers; on every kind of answer.
 */
describe.each(sqliteOnly())('security headers (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let member: SignedInMember;

  beforeEach(async () => {
    member = await signedInMember(server);
  });

  function directivesOf(csp: string): Map<string, string> {
    return new Map(
      csp
        .split(';')
        .map((directive) => directive.trim())
        .filter(Boolean)
        .map((directive) => {
          const [name = '', ...values] = directive.split(/\s+/u);
          return [name, values.join(' ')] as const;
        }),
    );
  }

  async function answers(): Promise<Array<[string, Response]>> {
    const file = await uploaded(server, { member });
    const authorised = {
      authorization: `Bearer ${member.accessToken}`,
      'x-user-id': member.userId,
    };
    return [
      ['a JSON answer', await server.fetch('/api/user/auth/ping')],
      ['a refusal', await server.fetch('/api/user/my')],
      ['an unknown path', await server.fetch('/api/user/nothing')],
      ['the health check', await server.fetch('/healthz')],
      [
        'a file download',
        await server.fetch('/api/user/file/downloadFile', {
          method: 'POST',
          headers: { ...authorised, 'content-type': 'application/json' },
          body: JSON.stringify(file),
        }),
      ],
    ];
  }

  it('sends a strict Content-Security-Policy on every answer', async () => {
    for (const [kind, response] of await answers()) {
      await response.arrayBuffer();
      const csp = directivesOf(response.headers.get('content-security-policy') ?? '');
      expect(csp.get('frame-ancestors'), kind).toBe("'none'");
      expect(csp.get('default-src'), kind).toBe("'self'");
      // Our own scripts and WebAssembly (the door's QR reader, issue 33), and the postal
      // provider's script and search frame only.
      expect(csp.get('script-src'), kind).toBe("'self' 'wasm-unsafe-eval' https://t1.kakaocdn.net");
      expect(csp.get('frame-src'), kind).toBe('https://postcode.map.kakao.com');
      expect(csp.get('object-src'), kind).toBe("'none'");
      expect(csp.get('base-uri'), kind).toBe("'self'");
      // No eval of JavaScript, no inline script or style: only WebAssembly may compile.
      expect([...csp.values()].join(' ').replace("'wasm-unsafe-eval'", ''), kind).not.toContain(
        'unsafe-',
      );
      // No Permissions-Policy: the camera stays allowed to this origin (the door's check-in).
      expect(response.headers.get('permissions-policy'), kind).toBeNull();
      // No map service without its key (issue 13 item 6): none of Kakao Maps' hosts.
      expect(csp.get('img-src'), kind).not.toContain('daumcdn');
    }
  });

  it('allows exactly Kakao Maps’ hosts when the site has its app key (issue 13 item 6)', async () => {
    const withKey = await startTestServer(dialect, { VITE_KAKAO_MAP_KEY: 'test-app-key' });
    try {
      const page = await withKey.fetch('/api/atchFile/media/none');
      await page.arrayBuffer();
      const csp = directivesOf(page.headers.get('content-security-policy') ?? '');
      expect(csp.get('script-src')).toBe(
        "'self' 'wasm-unsafe-eval' https://t1.kakaocdn.net https://dapi.kakao.com https://t1.daumcdn.net",
      );
      expect(csp.get('img-src')).toBe(
        "'self' data: blob: https://t1.kakaocdn.net https://*.daumcdn.net",
      );
      expect(csp.get('connect-src')).toBe("'self'");
      expect(csp.get('frame-src')).toBe('https://postcode.map.kakao.com');
    } finally {
      await withKey.close();
    }
  });

  it('allows Toss Payments’ widget hosts only with its keys (issue 31), never for the sandbox', async () => {
    const withKeys = await startTestServer(dialect, {
      PAYMENTS_CLIENT_KEY: 'test_ck_csp0000000000',
      PAYMENTS_SECRET_KEY: 'test_sk_csp0000000000',
    });
    try {
      const page = await withKeys.fetch('/api/atchFile/media/none');
      await page.arrayBuffer();
      const csp = directivesOf(page.headers.get('content-security-policy') ?? '');
      const toss = 'https://js.tosspayments.com https://*.tosspayments.com';
      expect(csp.get('script-src')).toBe(
        `'self' 'wasm-unsafe-eval' https://t1.kakaocdn.net ${toss}`,
      );
      expect(csp.get('frame-src')).toBe(`https://postcode.map.kakao.com ${toss}`);
      expect(csp.get('connect-src')).toBe(`'self' ${toss}`);
    } finally {
      await withKeys.close();
    }
    // The sandbox of this file's server (no keys) widens nothing.
    const response = await server.fetch('/healthz');
    await response.arrayBuffer();
    expect(response.headers.get('content-security-policy')).not.toContain('tosspayments');
  });

  it('sends nosniff, a referrer policy that keeps paths home, and no framing on every answer', async () => {
    for (const [kind, response] of await answers()) {
      await response.arrayBuffer();
      expect(response.headers.get('x-content-type-options'), kind).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), kind).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), kind).toBe('DENY');
      expect(response.headers.get('x-powered-by'), kind).toBeNull();
    }
  });

  it('leaves only the headers that act on HTML documents and downloads off the API’s JSON answers', async () => {
    const htmlOnly = [
      'x-dns-prefetch-control',
      'x-download-options',
      'x-xss-protection',
      'origin-agent-cluster',
      'x-permitted-cross-domain-policies',
    ];
    for (const [kind, response] of await answers()) {
      await response.arrayBuffer();
      const json = kind === 'a JSON answer' || kind === 'a refusal';
      for (const name of htmlOnly) {
        expect(response.headers.has(name), `${kind}: ${name}`).toBe(!json);
      }
      // What guards a JSON answer stays on it.
      expect(response.headers.get('cross-origin-resource-policy'), kind).toBe('same-origin');
      expect(response.headers.get('cross-origin-opener-policy'), kind).toBe('same-origin');
    }
    const personal = await server.fetch('/api/user/my', {
      headers: { authorization: `Bearer ${member.accessToken}`, 'x-user-id': member.userId },
    });
    await personal.arrayBuffer();
    expect(personal.status).toBe(200);
    expect(personal.headers.get('cache-control')).toBe('no-store');
    expect(personal.headers.get('x-content-type-options')).toBe('nosniff');
    expect(personal.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
