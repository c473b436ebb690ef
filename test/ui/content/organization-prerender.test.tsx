// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPageWithContent } from '../../../src/ui/shared/prerender/page-with-content';
import { renderStaticPages } from '../../../src/ui/shared/prerender/static-pages';
import { fakeWorld } from '../../support/fake-world';
import { testServices } from '../support/test-app';

/** Issue 29 item 14: the 조직도 is rendered ahead, as the other public pages are. */
describe('the 조직도 rendered ahead', () => {
  it('is among the pages built ahead, with its own page file', async () => {
    const { services } = testServices();
    const pages = await renderStaticPages(services);
    const page = pages.find((each) => each.route.id === 'organization');
    expect(page?.pageFile).toBe('content/OrganizationPage');
  });

  it('is rendered by the server with its chart drawn, and the answer the browser starts from', async () => {
    const world = fakeWorld();
    world.backend.organization = [
      { depth: 0, title: '회장', holderName: '박정우', classNumber: 46, contact: null },
      { depth: 1, title: '사무총장', holderName: '최동현', classNumber: 55, contact: null },
    ];
    const { services } = testServices({ world });
    const route = services.routes.byId('organization');
    const page = await renderPageWithContent(
      services,
      route,
      { path: route.path, search: '' },
      new AbortController().signal,
    );
    expect(page.html).toMatch(/<ul class="org-chart__tree" aria-label="총동문회 조직도"><li>/u);
    expect(page.html).toContain('박정우 (46회)');
    expect(page.html).toMatch(/<ul><li>.*사무총장.*최동현 \(55회\)/u);
    expect(JSON.stringify(page.loads)).toContain('최동현');
  });
});
