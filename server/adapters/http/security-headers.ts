import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The postal provider's address search (Kakao 우편번호 서비스) runs its script from Kakao's CDN
 * and shows the search in a frame of its own site; nothing else of another origin is allowed.
 */
export const POSTAL_PROVIDER_SCRIPT_ORIGIN = 'https://t1.kakaocdn.net';
export const POSTAL_PROVIDER_FRAME_ORIGIN = 'https://postcode.map.kakao.com';

/**
 * Security headers on every answer: a Content-Security-Policy without inline scripts (only our
 * own scripts and the postal provider's), no framing of the site (clickjacking), `nosniff`, a
 * referrer policy that does not leak paths to other sites, and HSTS when served over HTTPS.
 * They are the same for every answer, so they are worked out once, by helmet, at start (its
 * Fastify plugin builds helmet and parses the policy again for every request).
 */
export function installSecurityHeaders(app: FastifyInstance, publicOrigin: string): void {
  const headers = securityHeaders(publicOrigin);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets, as a plain object. */
export function securityHeaders(publicOrigin: string): Readonly<Record<string, string>> {
  const https = publicOrigin.startsWith('https://');
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", POSTAL_PROVIDER_SCRIPT_ORIGIN],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', POSTAL_PROVIDER_SCRIPT_ORIGIN],
        frameSrc: [POSTAL_PROVIDER_FRAME_ORIGIN],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet 8 throws a bad setting at once; the callback only says it has finished.
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}
