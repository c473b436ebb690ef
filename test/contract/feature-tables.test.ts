import { describe, expect, it } from 'vitest';
import { ENDPOINT_SCHEMAS } from '../../src/contract/endpoint-schemas';
import { ENDPOINTS } from '../../src/contract/endpoints';
import type { EndpointDefinition, EndpointSchemas } from '../../src/contract/shared/endpoint';

/**
 * Each feature's calls (src/contract/endpoints/<feature>.ts, the site's first screen's,
 * pages/<feature>.ts, the site's later pages', and office/<feature>.ts, the office's), by feature.
 */
const CALL_TABLES = tablesOf(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../src/contract/endpoints/*.ts',
      '../../src/contract/endpoints/office/*.ts',
      '../../src/contract/endpoints/pages/*.ts',
    ],
    { eager: true },
  ),
  /endpoints\/(?:office\/|pages\/)?([^/]+)\.ts$/u,
  /_ENDPOINTS$/u,
) as Record<string, Record<string, EndpointDefinition>>;

/** Each feature's table of shapes (src/contract/<feature>.ts, its *_SCHEMAS), by feature. */
const SHAPE_TABLES = tablesOf(
  import.meta.glob<Record<string, unknown>>(
    ['../../src/contract/*.ts', '!**/endpoints.ts', '!**/endpoint-schemas.ts'],
    { eager: true },
  ),
  /contract\/([^/]+)\.ts$/u,
  /_SCHEMAS$/u,
) as Record<string, Record<string, EndpointSchemas>>;

function tablesOf(
  modules: Record<string, Record<string, unknown>>,
  fileName: RegExp,
  exportName: RegExp,
): Record<string, unknown> {
  const tables: Record<string, unknown> = {};
  for (const [path, exports] of Object.entries(modules)) {
    const feature = fileName.exec(path)?.[1];
    // A feature's calls may be in three tables: the first screen's, the later pages', the office's.
    for (const [name, value] of Object.entries(exports)) {
      if (feature && exportName.test(name)) {
        tables[feature] = { ...(tables[feature] as object | undefined), ...(value as object) };
      }
    }
  }
  return tables;
}

/** A feature declares its calls and their shapes in its own files; the contract composes them. */
describe('the features’ contract tables', () => {
  it('puts every feature’s calls in ENDPOINTS, each once, and nothing else', () => {
    const declared = Object.values(CALL_TABLES).flatMap((table) => Object.entries(table));
    expect(declared.length).toBeGreaterThan(0);
    expect(new Set(declared.map(([name]) => name)).size).toBe(declared.length);
    expect(Object.fromEntries(declared)).toEqual(ENDPOINTS);
  });

  it('gives no two calls the same method and path', () => {
    const routes = Object.values(ENDPOINTS).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('has the shapes of a feature’s calls beside its schemas, composed into ENDPOINT_SCHEMAS', () => {
    expect(Object.keys(SHAPE_TABLES).sort()).toEqual(Object.keys(CALL_TABLES).sort());
    for (const [feature, calls] of Object.entries(CALL_TABLES)) {
      expect(Object.keys(SHAPE_TABLES[feature] ?? {}).sort(), feature).toEqual(
        Object.keys(calls).sort(),
      );
    }
    const shapes = Object.assign({}, ...Object.values(SHAPE_TABLES)) as Record<string, unknown>;
    expect(shapes).toEqual(ENDPOINT_SCHEMAS);
  });
});
