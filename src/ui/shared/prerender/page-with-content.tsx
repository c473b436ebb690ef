import type { RouteDefinition } from '../../../domain/shared/routing/route-table';
import { App } from '../app/App';
import type { AppServices } from '../app/app-services';
import { CollectedLoads, PreloadedLoadsProvider } from '../load/preloaded-loads';
import { preloadPage } from '../routing/page-registry';
import { renderHtml, staticLocation } from './static-pages';

/** A public page rendered with its content, and the answers it was rendered from. */
export interface PageWithContent {
  /** What goes inside `#root`: the same tree the browser hydrates. */
  readonly html: string;
  /** The loads' answers, for the browser's first render (preloaded-loads.tsx). */
  readonly loads: Record<string, unknown>;
}

/**
 * Rounds of rendering at most: a load that appears only with another's answer (a page inside a
 * loaded frame) needs a round of its own. The public pages need two.
 */
const MAX_ROUNDS = 4;

/**
 * Renders a public page as the browser's first render will draw it with the server's answers
 * (issue 13, item 7): the header with the menu, the page with its content, the footer. Renders,
 * waits for the loads the rendering asked for, and renders again with their answers, until no
 * new load appears. The signal ends the loads when the server gives up waiting.
 */
export async function renderPageWithContent(
  services: AppServices,
  route: RouteDefinition,
  address: { readonly path: string; readonly search: string },
  signal: AbortSignal,
): Promise<PageWithContent> {
  await preloadPage(route);
  const loads = new CollectedLoads(signal);
  const location = staticLocation(address.path, address.search);
  const render = () =>
    renderHtml(
      <PreloadedLoadsProvider loads={loads}>
        <App services={services} locationHook={location.hook} />
      </PreloadedLoadsProvider>,
    );
  let html = await render();
  for (let round = 1; round < MAX_ROUNDS && (await loads.settle()); round += 1) {
    signal.throwIfAborted();
    html = await render();
  }
  return { html, loads: loads.toRecord() };
}
