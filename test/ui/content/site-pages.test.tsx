import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeWorld, fakeWorld, withOfficeSignedIn } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

function worldWithGreeting(): FakeWorld {
  const world = fakeWorld();
  world.backend.sitePages.set('greeting', {
    key: 'greeting',
    bodyHtml: '<h2>동문 여러분, 반갑습니다</h2><p>총동문회 누리집을 찾아 주셔서 감사합니다.</p>',
    updatedAt: '2026-11-20T01:00:00.000Z',
  });
  return world;
}

describe('the association’s pages of text (issue 13)', () => {
  it('shows the page the office wrote under the route’s title', async () => {
    renderApp({ path: '/association/greeting', world: worldWithGreeting() });
    expect(
      await screen.findByRole('heading', { level: 2, name: '동문 여러분, 반갑습니다' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '인사말' })).toBeInTheDocument();
    expect(screen.getByText(/마지막 수정/u).textContent).toBe('마지막 수정: 2026.11.20');
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says plainly when a page is not written yet; directions still give the address and map links', async () => {
    renderApp({ path: '/association/map', world: fakeWorld() });
    expect(await screen.findByRole('alert')).toHaveTextContent('내용을 불러오지 못했습니다.');
    const card = screen.getByRole('region', { name: '사무국 위치' });
    const kakao = within(card).getByRole('link', { name: /카카오맵에서 보기/u });
    expect(kakao.getAttribute('href')).toMatch(/^https:\/\/map\.kakao\.com\/\?q=/u);
    expect(within(card).getByRole('link', { name: /네이버 지도에서 보기/u })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('lets the office write a page in the console', async () => {
    const world = worldWithGreeting();
    await withOfficeSignedIn(world);
    renderApp({ path: '/admin/pages', world });
    const table = await screen.findByRole('table', { name: '소개 페이지 목록' });
    await waitFor(() => expect(table.textContent).toContain('2026.11.20'));
    expect(table.textContent).toContain('아직 쓰지 않음');
    await userEvent.click(within(table).getByRole('link', { name: '설립자' }));
    const body = await screen.findByRole('textbox', { name: /본문/u });
    await userEvent.click(body);
    await userEvent.keyboard('1926년에 학교를 세웠습니다.');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(world.backend.sitePages.get('founder')?.bodyHtml).toBe(
        '<p>1926년에 학교를 세웠습니다.</p>',
      ),
    );
    expect(world.backend.auditLog.map((entry) => entry.action)).toContain('page.update');
  });
});
