import type { Plugin } from 'vite';

/** The contract's endpoint tables (src/contract/endpoints/<feature>.ts, office/ and pages/). */
const ENDPOINT_TABLE =
  /[\\/]src[\\/]contract[\\/]endpoints[\\/](?:office[\\/]|pages[\\/])?[^\\/]+\.ts$/u;
/**
 * What only the API documentation reads of a call: its summary and its OpenAPI tag
 * (`summary: '…',` on its line or the next, `tag: '…',`).
 */
const DOCUMENTATION = /\s*(?:summary|tag):\s*'(?:[^'\\]|\\.)*',?/gu;

/** An endpoint table's source with each call's documentation left out. */
export function withoutSummaries(source: string): string {
  return source.replace(DOCUMENTATION, '');
}

/**
 * Each call's Korean summary and its tag are the server's API documentation (its OpenAPI
 * document); the SPA never reads them, so its build leaves them out of the endpoint tables
 * that the first screen loads (about 1.5 KB gzip). Builds only: tests read the tables whole.
 */
export function apiSummariesLeftOut(): Plugin {
  return {
    name: 'api-summaries-left-out',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINT_TABLE.test(id)) return null;
      return { code: withoutSummaries(code), map: null };
    },
  };
}
