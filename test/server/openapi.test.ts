import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../scripts/openapi-document';
import { ENDPOINTS } from '../../src/contract/endpoints';

const committed = path.resolve(import.meta.dirname, '..', '..', 'docs', 'api', 'openapi.json');

/** OpenAPI writes `/api/atchFile/media/{atchFileId}` where the contract has `:atchFileId`. */
function openApiPath(contractPath: string): string {
  return contractPath.replace(/:([A-Za-z]+)/gu, '{$1}');
}

describe('docs/api/openapi.json', () => {
  it('is what the server publishes now (else run `npm run openapi`)', async () => {
    const current = await openApiDocument();
    const onDisk: unknown = JSON.parse(fs.readFileSync(committed, 'utf8'));
    expect(onDisk, 'docs/api/openapi.json is out of date: run `npm run openapi`').toEqual(current);
  });

  it('has every call of the contract at its method and exact path, typos included', async () => {
    const document = (await openApiDocument()) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toMatch(/^3\./u);
    expect(document.info.title).toMatch(/[가-힣]/u);
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      const operations = document.paths[openApiPath(endpoint.path)];
      expect(operations, name).toBeDefined();
      expect(Object.keys(operations ?? {}), name).toContain(endpoint.method.toLowerCase());
    }
    expect(Object.keys(document.paths)).toContain('/api/user/auth/siginup');
  });
});
