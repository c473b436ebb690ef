import type { AssociationProfile } from '../domain/shared/association/association-profile';
import { DEFAULT_PRODUCT_SEGMENT } from '../domain/shared/routing/route-table';
import { DEMO_ASSOCIATION } from '../domain/shared/association/demo-association';

/**
 * Build-time configuration, from Vite's `VITE_*` variables (see README, Configuration).
 *
 * - VITE_ASSOCIATION_NAME: the association's name as the site shows it.
 * - VITE_PRODUCT_SEGMENT: the first path segment of the association's own pages
 *   (/{product}/greeting …); default "association".
 * - VITE_API_BASE_URL: where the API lives; default "" (the same origin).
 * - VITE_BACKEND: "http" (default) talks to the API server; "fake" runs the whole site on the
 *   in-browser fake backend with demo data (`npm run demo`).
 * - VITE_POSTAL: "kakao" (default with the http backend) uses the Kakao postcode service;
 *   "offline" searches a small built-in set of real addresses, with no internet (default with the
 *   fake backend, and what the browser tests build with).
 * - VITE_ASSOCIATION_*: the office's details for the footer and the privacy policy (below).
 */
export interface AppConfig {
  readonly associationName: string;
  readonly productSegment: string;
  readonly apiBaseUrl: string;
  readonly backend: BackendKind;
  /** Which postal search the address fields open. */
  readonly postal: PostalKind;
  readonly association: AssociationProfile;
  /** VITE_KAKAO_MAP_KEY: Kakao Maps' JavaScript app key; without it 오시는 길 shows its static map. */
  readonly kakaoMapKey: string | null;
}

export type BackendKind = 'http' | 'fake';

const BACKENDS: readonly BackendKind[] = ['http', 'fake'];

export type PostalKind = 'kakao' | 'offline';

const POSTALS: readonly PostalKind[] = ['kakao', 'offline'];

export const DEFAULT_ASSOCIATION_NAME = DEMO_ASSOCIATION.name;

export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

export function readAppConfig(
  env: Readonly<Record<string, string | boolean | undefined>>,
): AppConfig {
  const text = (key: string): string | undefined => {
    const value = env[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  /** A latitude or longitude in degrees, within Korea's bounds. */
  const degrees = (key: string, fallback: number, min: number, max: number): number => {
    const raw = text(key);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || value > max) {
      throw new ConfigurationError(`${key}: degrees from ${min} to ${max}`);
    }
    return value;
  };
  const backend = text('VITE_BACKEND') ?? 'http';
  if (!isBackendKind(backend)) {
    throw new ConfigurationError(
      `VITE_BACKEND must be one of ${BACKENDS.join(', ')}, got "${backend}"`,
    );
  }
  const postal = text('VITE_POSTAL') ?? (backend === 'fake' ? 'offline' : 'kakao');
  if (!isPostalKind(postal)) {
    throw new ConfigurationError(
      `VITE_POSTAL must be one of ${POSTALS.join(', ')}, got "${postal}"`,
    );
  }
  const associationName = text('VITE_ASSOCIATION_NAME') ?? DEFAULT_ASSOCIATION_NAME;
  return {
    associationName,
    productSegment: text('VITE_PRODUCT_SEGMENT') ?? DEFAULT_PRODUCT_SEGMENT,
    apiBaseUrl: (text('VITE_API_BASE_URL') ?? '').replace(/\/+$/u, ''),
    backend,
    postal,
    association: {
      name: associationName,
      schoolName: text('VITE_SCHOOL_NAME') ?? associationName.replace(/\s*총동(문|창)회$/u, ''),
      address: text('VITE_ASSOCIATION_ADDRESS') ?? DEMO_ASSOCIATION.address,
      phone: text('VITE_ASSOCIATION_PHONE') ?? '02-1234-5678',
      fax: text('VITE_ASSOCIATION_FAX') ?? '02-1234-5679',
      email: text('VITE_ASSOCIATION_EMAIL') ?? 'office@hanbit-alumni.or.kr',
      registrationNumber:
        text('VITE_ASSOCIATION_REGISTRATION_NUMBER') ?? DEMO_ASSOCIATION.registrationNumber,
      representative: text('VITE_ASSOCIATION_REPRESENTATIVE') ?? DEMO_ASSOCIATION.representative,
      privacyOfficer: {
        name: text('VITE_PRIVACY_OFFICER_NAME') ?? '이보람',
        position: text('VITE_PRIVACY_OFFICER_POSITION') ?? '사무국장',
        phone: text('VITE_PRIVACY_OFFICER_PHONE') ?? '02-1234-5678',
        email: text('VITE_PRIVACY_OFFICER_EMAIL') ?? 'privacy@hanbit-alumni.or.kr',
      },
      privacyPolicyEffectiveDate: text('VITE_PRIVACY_POLICY_EFFECTIVE_DATE') ?? '2026-12-01',
      location: {
        latitude: degrees('VITE_ASSOCIATION_LATITUDE', 37.5722, 33, 39),
        longitude: degrees('VITE_ASSOCIATION_LONGITUDE', 126.9769, 124, 132),
      },
      mapImage: {
        src: text('VITE_MAP_IMAGE') ?? '/map/directions.svg',
        // The way there in words is the 오시는 길 page's own text; the picture's says what it is.
        alt: text('VITE_MAP_IMAGE_ALT') ?? '사무국 주변 약도',
      },
    },
    kakaoMapKey: text('VITE_KAKAO_MAP_KEY') ?? null,
  };
}

function isBackendKind(value: string): value is BackendKind {
  return (BACKENDS as readonly string[]).includes(value);
}

function isPostalKind(value: string): value is PostalKind {
  return (POSTALS as readonly string[]).includes(value);
}
