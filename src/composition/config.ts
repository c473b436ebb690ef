import { DEFAULT_PRODUCT_SEGMENT } from '../domain/routing/route-table';

/**
 * Build-time configuration, from Vite's `VITE_*` variables (see README, Configuration).
 *
 * - VITE_ASSOCIATION_NAME: the association's name as the site shows it.
 * - VITE_PRODUCT_SEGMENT: the first path segment of the association's own pages
 *   (/{product}/greeting …); default "association".
 * - VITE_API_BASE_URL: where the API lives; default "" (the same origin).
 * - VITE_BACKEND: "fake" runs the site on the in-browser fake backend.
 */
export interface AppConfig {
  readonly associationName: string;
  readonly productSegment: string;
  readonly apiBaseUrl: string;
  readonly backend: BackendKind;
}

export type BackendKind = 'fake';

export const DEFAULT_ASSOCIATION_NAME = '한빛고등학교 총동문회';

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
  const backend = text('VITE_BACKEND') ?? 'fake';
  if (backend !== 'fake') {
    throw new ConfigurationError(`VITE_BACKEND must be "fake", got "${backend}"`);
  }
  return {
    associationName: text('VITE_ASSOCIATION_NAME') ?? DEFAULT_ASSOCIATION_NAME,
    productSegment: text('VITE_PRODUCT_SEGMENT') ?? DEFAULT_PRODUCT_SEGMENT,
    apiBaseUrl: (text('VITE_API_BASE_URL') ?? '').replace(/\/+$/u, ''),
    backend,
  };
}
