import type { ComponentType } from 'react';
import type { PageProps } from './page-registry';

/**
 * The pages of one's own account (joining, finding an id or a password, withdrawal, the page of
 * an account not approved yet, 내 정보's tabs, 내 기업, and what they open: a dues confirmation,
 * a pledge card's return; a member's choices from a mail's link), looked up when one is first opened: their table of chunks stays out
 * of the script every visitor loads (the home route's budget). The patterns are exclusions of
 * page-registry.tsx.
 */
export const ACCOUNT_PAGE_MODULES = import.meta.glob<{
  readonly default: ComponentType<PageProps>;
}>(
  [
    './accounts/**/*Page.tsx',
    './session/NotApprovedPage.tsx',
    './**/My*Page.tsx',
    './**/member/*Page.tsx',
    './dues/DuesConfirmationPage.tsx',
  ],
  { base: '../../' },
);
