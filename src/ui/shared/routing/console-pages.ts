import type { ComponentType } from 'react';
import type { PageProps } from './page-registry';

/**
 * The office's console pages, looked up when one is first opened: their table of chunks stays
 * out of the script every visitor loads (the home route's budget). The patterns are the
 * exclusions of page-registry.tsx, kept in step by its test.
 */
export const CONSOLE_PAGE_MODULES = import.meta.glob<{
  readonly default: ComponentType<PageProps>;
}>(
  ['./admin/**/*Page.tsx', './**/office/*Page.tsx', './**/Office*Page.tsx', './**/*EditorPage.tsx'],
  {
    base: '../../',
  },
);
