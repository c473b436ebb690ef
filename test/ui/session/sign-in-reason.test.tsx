import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/** Issue 29 item 13: a visitor the guard sends to sign in is told why. */
describe('the sign-in page says why the visitor was sent there', () => {
  it('names the members-only page asked for, arriving at it', async () => {
    renderApp({ path: '/alumni/find' });
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(screen.getByRole('status')).toHaveTextContent(
      '동문 찾기는 회원만 이용할 수 있습니다. 로그인해 주세요.',
    );
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('names the page when the visitor follows the menu to it', async () => {
    renderApp({ path: '/' });
    const menu = await screen.findByRole('navigation', { name: '주 메뉴' });
    await userEvent.click(within(menu).getByRole('button', { name: '동문 소식' }));
    await userEvent.click(within(menu).getByRole('link', { name: '동문 찾기' }));
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(screen.getByRole('status')).toHaveTextContent(
      '동문 찾기는 회원만 이용할 수 있습니다. 로그인해 주세요.',
    );
  });

  it('says the console is for administrators', async () => {
    renderApp({ path: '/admin' });
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(screen.getByRole('status')).toHaveTextContent(
      '관리자 홈은 관리자만 이용할 수 있습니다. 관리자 계정으로 로그인해 주세요.',
    );
  });

  it('says nothing of the kind to a visitor who came to sign in on their own', async () => {
    renderApp({ path: '/auth/signin' });
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('총동문회 회원 아이디와 비밀번호로 로그인해 주세요.')).toBeVisible();
  });
});
