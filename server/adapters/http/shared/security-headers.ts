import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call of the API that answers JSON, refusals included (endpoint-route.ts). */
    answersJson?: boolean;
  }
}

/**
 * The postal provider's address search (Kakao 우편번호 서비스) runs its script from Kakao's CDN
 * and shows the search in a frame of its own site; nothing else of another origin is allowed.
 */
export const POSTAL_PROVIDER_SCRIPT_ORIGIN = 'https://t1.kakaocdn.net';
export const POSTAL_PROVIDER_FRAME_ORIGIN = 'https://postcode.map.kakao.com';

/**
 * Kakao Maps (오시는 길 and an event's place, only when the site has its app key): the loader on
 * dapi.kakao.com runs the map's script from t1.daumcdn.net (the geocoder's lookups are scripts
 * from dapi.kakao.com too), and the map's tiles and marker are images from
 * *.daumcdn.net. Without a key none of them is allowed.
 */
export const KAKAO_MAP_SCRIPT_ORIGINS: readonly string[] = [
  'https://dapi.kakao.com',
  'https://t1.daumcdn.net',
];
export const KAKAO_MAP_IMAGE_ORIGINS: readonly string[] = ['https://*.daumcdn.net'];

/** What the policy allows besides the site itself. */
export interface SecurityHeaderOptions {
  /** The site has a Kakao Maps app key (VITE_KAKAO_MAP_KEY). */
  readonly kakaoMap: boolean;
  /**
   * The payment provider's hosts (Toss Payments' widget: its script, its frames, its calls), only
   * when the site has its keys; none with the sandbox or without online payment.
   */
  readonly paymentHosts?: readonly string[];
}

/**
 * Security headers on every answer: a Content-Security-Policy without inline scripts (only our
 * own scripts, our own WebAssembly and the postal provider's), no framing of the site (clickjacking), `nosniff`, a
 * referrer policy that does not leak paths to other sites, and HSTS when served over HTTPS.
 * No Permissions-Policy is sent: the browser's default lets this origin use the camera (the
 * door's check-in screen, issue 33) and no framed origin may. They are the same for every answer, so they are worked out once, by helmet, at start (its
 * Fastify plugin builds helmet and parses the policy again for every request).
 *
 * The API's JSON answers leave out the headers that only act on an HTML document or a download
 * (HTML_ONLY_HEADERS); everything else (pages, files, images, 404s, the health check) has them all.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  publicOrigin: string,
  options: SecurityHeaderOptions = { kakaoMap: false },
): void {
  const headers = securityHeaders(publicOrigin, options);
  const jsonHeaders = jsonAnswerHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.answersJson === true ? jsonHeaders : headers);
    done();
  });
}

/**
 * Headers that change nothing on a JSON answer: each acts only on an HTML document that a
 * browser renders, or on a file it downloads, and a JSON answer is neither (it is sent as
 * `application/json` with `nosniff`, so no browser renders it as HTML). Each is a header more
 * for Node to check and send on every call (docs/decisions.md, "Security headers").
 *
 * - `X-DNS-Prefetch-Control`: DNS prefetching of the links in a rendered page.
 * - `X-Download-Options`: Internet Explorer's "open" of a downloaded HTML file.
 * - `X-XSS-Protection: 0`: turns off old browsers' XSS filter, which acts on HTML pages.
 * - `Origin-Agent-Cluster`: how a document's scripts are grouped; an answer without a document
 *   has none.
 * - `X-Permitted-Cross-Domain-Policies`: read by Flash and Acrobat from the site's policy file
 *   (`/crossdomain.xml`, not an API call: it keeps the header).
 */
export const HTML_ONLY_HEADERS: readonly string[] = [
  'x-dns-prefetch-control',
  'x-download-options',
  'x-xss-protection',
  'origin-agent-cluster',
  'x-permitted-cross-domain-policies',
];

function jsonAnswerHeaders(
  headers: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HTML_ONLY_HEADERS.includes(name)),
  );
}

/** The headers helmet sets, as a plain object. */
export function securityHeaders(
  publicOrigin: string,
  options: SecurityHeaderOptions = { kakaoMap: false },
): Readonly<Record<string, string>> {
  const https = publicOrigin.startsWith('https://');
  const mapScripts = options.kakaoMap ? KAKAO_MAP_SCRIPT_ORIGINS : [];
  const mapImages = options.kakaoMap ? KAKAO_MAP_IMAGE_ORIGINS : [];
  const payment = options.paymentHosts ?? [];
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets our own WebAssembly compile (no eval of JavaScript): the door's
        // QR reader (issue 33) runs zxing-wasm, served from this origin, where the browser has
        // no BarcodeDetector of its own.
        scriptSrc: [
          "'self'",
          "'wasm-unsafe-eval'",
          POSTAL_PROVIDER_SCRIPT_ORIGIN,
          ...mapScripts,
          ...payment,
        ],
        styleSrc: ["'self'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          POSTAL_PROVIDER_SCRIPT_ORIGIN,
          ...mapImages,
          ...payment,
        ],
        frameSrc: [POSTAL_PROVIDER_FRAME_ORIGIN, ...payment],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...payment],
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
