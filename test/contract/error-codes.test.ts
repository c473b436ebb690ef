import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, DEFAULT_SERVER_ERROR_MESSAGE } from '../../src/contract/shared/error-codes';

const errors = Object.entries(API_ERRORS);

describe('error catalogue', () => {
  it('gives every error its own nonzero code', () => {
    const codes = errors.map(([, definition]) => definition.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain(0);
  });

  it('starts each code with its HTTP status', () => {
    for (const [key, definition] of errors) {
      expect(String(definition.code).slice(0, 3), key).toBe(String(definition.status));
    }
  });

  it('has a polite Korean sentence for every error', () => {
    for (const [key, definition] of errors) {
      expect(definition.message, key).toMatch(/[가-힣]/u);
      expect(definition.message, key).toMatch(/[.]$/u);
    }
  });

  it('defaults HTTP 500 to a Korean "an error has occurred" (spec section 8)', () => {
    expect(DEFAULT_SERVER_ERROR_MESSAGE).toContain('오류가 발생했습니다');
  });

  it('is listed whole in docs/api/README.md', () => {
    const readme = fs.readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/api/README.md'),
      'utf8',
    );
    for (const [key, definition] of errors) {
      expect(readme, key).toContain(
        `| ${definition.code} | ${definition.status} | \`${key}\` | ${definition.message} |`,
      );
    }
  });
});
