import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addMember, fakeWorld, signInAs, visitsOf } from '../../../support/fake-world';
import { renderApp } from '../../support/test-app';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('routing: guard, return URL, access log, title, scroll (spec section 2)', () => {
  it('a route needing login without a stored token goes to sign-in and does not show', async () => {
    const { location, session } = renderApp({ path: '/me' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/auth/signin'));
    expect(session.getSnapshot().context.returnUrl).toBe('/me');
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(screen.queryByRole('heading', { name: '내 정보' })).toBeNull();
  });

  it('with a stored token the route shows', async () => {
    const world = fakeWorld();
    addMember(world);
    await signInAs(world, 'hong123');
    renderApp({ path: '/me', world });
    await screen.findByRole('heading', { level: 1, name: '내 정보' });
  });

  it('a stored token the server no longer accepts: the start-up check signs out and the members-only page goes to sign-in', async () => {
    const world = fakeWorld();
    world.tokenStore.saveTokens({ accessToken: 'a.b.c', refreshToken: 'stale' });
    const { location, session } = renderApp({ path: '/me', world });
    await waitFor(() => expect(location.history.at(-1)).toBe('/auth/signin'));
    expect(session.getSnapshot().context.returnUrl).toBe('/me');
    expect(world.tokenStore.readTokens()).toBeNull();
  });

  it('after sign-in, lands on the return URL', async () => {
    const world = fakeWorld();
    addMember(world);
    const { location } = renderApp({ path: '/alumni/find', world });
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    await userEvent.type(screen.getByLabelText('아이디'), 'hong123');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'Hanbit!2026');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/alumni/find'));
    await screen.findByRole('heading', { level: 1, name: '동문 찾기' });
  });

  it('reports every visit, path without query, time YYYY-MM-DD HH:mm:ss, before the page shows', async () => {
    const world = fakeWorld('2026-11-22T10:00:00+09:00');
    renderApp({ path: '/?ref=mail', world });
    await screen.findByRole('heading', { level: 1, name: '한빛고등학교 총동문회' });
    const menu = screen.getByRole('navigation', { name: '주 메뉴' });
    await userEvent.click(within(menu).getByRole('button', { name: '장학기금' }));
    await userEvent.click(within(menu).getByRole('link', { name: '기부 안내' }));
    await screen.findByRole('heading', { level: 1, name: '기부 안내' });
    expect(visitsOf(world)).toEqual([
      { menuPath: '/', accessDt: '2026-11-22 10:00:00', userId: null },
      { menuPath: '/contribution/information', accessDt: '2026-11-22 10:00:00', userId: null },
    ]);
  });

  it('a failed access-log report is only logged; navigation goes on', async () => {
    const world = fakeWorld();
    vi.spyOn(world.accessLogApi, 'recordMenuAccess').mockRejectedValue(new Error('down'));
    renderApp({ path: '/privacy', world });
    await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' });
    await waitFor(() => expect(world.logger.records.length).toBeGreaterThan(0));
  });

  it('sets a Korean document title per route', async () => {
    renderApp({ path: '/introduce/symbol' });
    await screen.findByRole('heading', { level: 1, name: '상징' });
    expect(document.title).toBe('상징 | 한빛고등학교 총동문회');
  });

  it('scrolls to the top on every navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp({ path: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' });
    scrollTo.mockClear();
    const [homeLink] = screen.getAllByRole('link', { name: '한빛고등학교 총동문회' });
    if (!homeLink) throw new Error('no home link in the header');
    await userEvent.click(homeLink);
    await screen.findByRole('heading', { level: 1, name: '한빛고등학교 총동문회' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('any other path shows the not-found page with a way home', async () => {
    renderApp({ path: '/nothing/here' });
    await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' });
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  });

  it('sign-out clears the session and goes home', async () => {
    const world = fakeWorld();
    addMember(world);
    await signInAs(world, 'hong123');
    const { location } = renderApp({ path: '/privacy', world });
    const signOut = await screen.findByRole('button', { name: '로그아웃' });
    await act(async () => {
      await userEvent.click(signOut);
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(world.tokenStore.readTokens()).toBeNull();
  });
});
