import type { Plugin } from 'vite';

/** The contract's endpoint tables (src/contract/endpoints/<feature>.ts). */
const ENDPOINT_TABLE = /[\\/]src[\\/]contract[\\/]endpoints[\\/][^\\/]+\.ts$/u;
/** A call's summary: `summary: '…'`, on its line or the next. */
const SUMMARY = /summary:\s*'(?:[^'\\]|\\.)*'/gu;

/** An endpoint table's source with each summary's text left out. */
export function withoutSummaries(source: string): string {
  return source.replace(SUMMARY, "summary: ''");
}

/**
 * Each call's Korean summary is a line of the server's API documentation (its OpenAPI
 * document); the SPA never shows it, so its build leaves the text out of the endpoint tables
 * that the first screen loads (about 1 KB gzip). Builds only: tests read the tables whole.
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
