import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  publicOrigin: string,
): Promise<void> {
  const https = publicOrigin.startsWith('https://');
  await app.register(helmet, {
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
}
