import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../../src/ui/shared/app/App';
import { type FakeWorld, visitsOf } from '../../../support/fake-world';
import { renderApp, testServices } from '../../support/test-app';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** Each report's path, with the page heading shown when it was made. */
function watchReports(world: FakeWorld) {
  const reports: { path: string; shownThen: string | null }[] = [];
  const record = world.accessLogApi.recordMenuAccess.bind(world.accessLogApi);
  vi.spyOn(world.accessLogApi, 'recordMenuAccess').mockImplementation((access) => {
    const heading = document.querySelector('main h1');
    reports.push({ path: access.menuPath, shownThen: heading?.textContent ?? null });
    return record(access);
  });
  return reports;
}

/** Issue 29 item 13: every navigation reported before it completes, and scrolled to the top. */
describe('navigations reported before they complete, each scrolled to the top', () => {
  it('reports a first visit before the page asks for its data', async () => {
    const { world } = testServices();
    const order: string[] = [];
    const record = world.accessLogApi.recordMenuAccess.bind(world.accessLogApi);
    vi.spyOn(world.accessLogApi, 'recordMenuAccess').mockImplementation((access) => {
      order.push(`report ${access.menuPath}`);
      return record(access);
    });
    const list = world.noticeApi.listNotices.bind(world.noticeApi);
    vi.spyOn(world.noticeApi, 'listNotices').mockImplementation((search) => {
      order.push('load notices');
      return list(search);
    });
    renderApp({ path: '/association/notice', world });
    await screen.findByRole('heading', { level: 1, name: '공지사항' });
    await waitFor(() => expect(order).toContain('load notices'));
    expect(order[0]).toBe('report /association/notice');
  });

  it('reports a page the guard turns away, then the sign-in page, each before it shows', async () => {
    const { world } = testServices();
    const reports = watchReports(world);
    renderApp({ path: '/alumni/find', world });
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(reports).toEqual([
      { path: '/alumni/find', shownThen: null },
      { path: '/auth/signin', shownThen: null },
    ]);
    expect(visitsOf(world).map((visit) => visit.menuPath)).toEqual([
      '/alumni/find',
      '/auth/signin',
    ]);
  });

  it('reports the browser’s back and forward as they start, while the page left still shows', async () => {
    const { world, services } = testServices();
    const reports = watchReports(world);
    window.history.replaceState(null, '', '/privacy');
    render(<App services={services} />);
    await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' });
    const [homeLink] = screen.getAllByRole('link', { name: '한빛고등학교 총동문회' });
    await userEvent.click(homeLink as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: '한빛고등학교 총동문회' });
    await act(async () => {
      window.history.back();
      await waitFor(() => expect(window.location.pathname).toBe('/privacy'));
    });
    await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' });
    expect(reports.map((report) => report.path)).toEqual(['/privacy', '/', '/privacy']);
    expect(reports[2]?.shownThen).toBe('한빛고등학교 총동문회');
    // Reported once: the arrival that follows is not reported again.
    expect(visitsOf(world)).toHaveLength(3);
    // A jump to an anchor of the page (its own history entry) is no visit.
    act(() => {
      window.history.pushState(null, '', '/privacy#section');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(visitsOf(world)).toHaveLength(3);
  });

  it('scrolls to the top when only the query changes (?page=, ?id=)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { location } = renderApp({ path: '/association/notice' });
    await screen.findByRole('heading', { level: 1, name: '공지사항' });
    scrollTo.mockClear();
    act(() => location.navigate('/association/notice?page=2'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockClear();
    act(() => location.navigate('/association/notice?page=3'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
