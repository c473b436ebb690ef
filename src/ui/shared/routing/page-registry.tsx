import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { RouteDefinition } from '../../../domain/shared/routing/route-table';
import { type FeaturePages, featurePageFiles } from './feature-pages';

export interface PageProps {
  readonly route: RouteDefinition;
}

type PageComponent = ComponentType<PageProps>;
type PageModule = { readonly default: PageComponent };

// Each page is its own chunk, loaded when first shown: the home route carries no other page.
// The console's pages are listed in ./console-pages.ts and the pages of one's own account
// (joining, finding an id, 내 정보's tabs…) in ./account-pages.ts, each table loaded with the
// first of its pages.
const PAGE_MODULES = import.meta.glob<PageModule>(
  [
    './**/*Page.tsx',
    '!./admin/**/*Page.tsx',
    '!./**/office/*Page.tsx',
    '!./**/Office*Page.tsx',
    '!./**/*EditorPage.tsx',
    '!./**/My*Page.tsx',
    '!./**/member/*Page.tsx',
    '!./dues/DuesConfirmationPage.tsx',
    '!./accounts/**/*Page.tsx',
    '!./session/NotApprovedPage.tsx',
  ],
  { base: '../../' },
);

/**
 * Which page file (under `src/ui/`) shows each route: each feature lists its own pages in
 * `src/ui/<feature>/pages.ts`, found here without a central list; routes whose screens later
 * issues build show the pending page. The build reads this too, to preload a pre-rendered
 * route's chunk.
 */
export const FEATURE_PAGES = import.meta.glob<FeaturePages>('./*/pages.ts', {
  eager: true,
  import: 'PAGES',
  base: '../../',
});

export const PAGE_FILES: FeaturePages = {
  ...featurePageFiles(FEATURE_PAGES),
  notFound: 'shared/pages/NotFoundPage',
};

const PENDING_PAGE_FILE = 'shared/pages/PendingPage';

interface PageEntry {
  readonly load: () => Promise<PageComponent>;
  readonly lazy: LazyExoticComponent<PageComponent>;
  loaded: PageComponent | null;
}

const entries = new Map<string, PageEntry>();

function entryOf(file: string): PageEntry {
  const known = entries.get(file);
  if (known) return known;
  const key = `./${file}.tsx`;
  const load = async () => {
    const importer =
      PAGE_MODULES[key] ??
      (await import('./console-pages')).CONSOLE_PAGE_MODULES[key] ??
      (await import('./account-pages')).ACCOUNT_PAGE_MODULES[key];
    if (!importer) throw new Error(`No page file src/ui/${file}.tsx`);
    const { default: component } = await importer();
    entry.loaded = component;
    return component;
  };
  const entry: PageEntry = {
    load,
    lazy: lazy(async () => ({ default: await load() })),
    loaded: null,
  };
  entries.set(file, entry);
  return entry;
}

/** The file name of a route's page. */
export function pageFileOf(route: RouteDefinition): string {
  return PAGE_FILES[route.id] ?? PENDING_PAGE_FILE;
}

/**
 * The page of a route: the component itself once its chunk has loaded (so that a page loaded
 * ahead, as the first one is, renders at once without a loading state), lazy until then, when
 * it must be shown inside a Suspense boundary.
 */
export function pageFor(route: RouteDefinition): {
  readonly component: PageComponent;
  readonly lazy: boolean;
} {
  const entry = entryOf(pageFileOf(route));
  return entry.loaded
    ? { component: entry.loaded, lazy: false }
    : { component: entry.lazy, lazy: true };
}

/** Loads a route's page ahead of showing it: the first page before the app's first render. */
export async function preloadPage(route: RouteDefinition): Promise<void> {
  await entryOf(pageFileOf(route)).load();
}
