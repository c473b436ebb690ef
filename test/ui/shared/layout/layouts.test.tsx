import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/test-app';

describe('MainLayout', () => {
  it('shows the four menu groups in the spec’s order', async () => {
    renderApp({ path: '/' });
    const menu = await screen.findByRole('navigation', { name: '주 메뉴' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['총동문회', '학교 소개', '장학기금', '동문 소식']);
  });

  it('opens a group’s drop-down by keyboard and closes it with Escape', async () => {
    renderApp({ path: '/' });
    const menu = await screen.findByRole('navigation', { name: '주 메뉴' });
    const toggle = within(menu).getByRole('button', { name: '학교 소개' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: '설립자' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('has a drawer with every group that opens, closes with Escape, and closes on navigation', async () => {
    renderApp({ path: '/' });
    const toggle = await screen.findByRole('button', { name: '전체 메뉴' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('navigation', { name: '전체 메뉴' });
    expect(
      within(drawer)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['총동문회', '학교 소개', '장학기금', '동문 소식']);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.click(within(drawer).getByRole('link', { name: '명예의 전당' }));
    await screen.findByRole('heading', { level: 1, name: '명예의 전당' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the sub-menu and breadcrumb on inner pages of a group only', async () => {
    renderApp({ path: '/introduce/founder' });
    await screen.findByRole('heading', { level: 1, name: '설립자' });
    const breadcrumb = screen.getByRole('navigation', { name: '현재 위치' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['홈', '학교 소개', '설립자']);
    const submenu = screen.getByRole('navigation', { name: '학교 소개' });
    expect(within(submenu).getByRole('link', { name: '설립자' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(submenu).getAllByRole('link')).toHaveLength(6);
  });

  it('has no sub-menu nor breadcrumb on home and the privacy page', async () => {
    renderApp({ path: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' });
    expect(screen.queryByRole('navigation', { name: '현재 위치' })).toBeNull();
  });

  it('has a footer with the association’s details and a bold privacy-policy link', async () => {
    renderApp({ path: '/' });
    const footer = await screen.findByRole('contentinfo');
    const link = within(footer).getByRole('link', { name: '개인정보처리방침' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link.querySelector('strong')).not.toBeNull();
    for (const text of ['주소:', '전화:', '팩스:', '이메일:', '고유번호:', '대표자:']) {
      expect(footer).toHaveTextContent(text);
    }
  });

  it('starts with a skip link to the page', async () => {
    renderApp({ path: '/' });
    const skip = await screen.findByRole('link', { name: '본문 바로가기' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
  });
});

describe('AuthLayout', () => {
  it('frames the auth pages without sub-menu or breadcrumb', async () => {
    renderApp({ path: '/auth/not-approved' });
    await screen.findByRole('heading', { level: 1, name: '가입 승인 대기' });
    expect(screen.queryByRole('navigation', { name: '현재 위치' })).toBeNull();
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
