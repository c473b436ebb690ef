import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_EDITS_QUESTION } from '../../../src/ui/shared/routing/unsaved-edits';
import { SidewaysScroll } from '../../../src/ui/shared/tables/SidewaysScroll';
import { addMember, type FakeWorld, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/** A console page's first render loads its chunk: on a busy two-core machine, seconds. */
const FIRST_LOAD = { timeout: 10_000 };

/** An administrator signed in, with a timeline and two past presidents to edit. */
async function officeWorld(): Promise<FakeWorld> {
  const world = fakeWorld();
  addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
  world.backend.timeline = [{ year: 1926, month: 4, event: '한빛고등보통학교 개교' }];
  world.backend.presidents = [
    { term: 1, name: '김영호', classNumber: 12, fromYear: 2016, toYear: 2019 },
    { term: 2, name: '이수진', classNumber: null, fromYear: 2020, toYear: null },
  ];
  await signInAs(world, 'office1');
  return world;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the console’s menu, grouped (issue 29 item 11)', () => {
  it('lists the console’s screens under 회원, 콘텐츠, 기부 and 기록, and folds behind a button', async () => {
    const world = await officeWorld();
    renderApp({ path: '/admin/audit', world });
    const menu = await screen.findByRole('navigation', { name: '관리자 메뉴' }, FIRST_LOAD);
    const groups = within(menu).getAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual([
      '회원',
      '콘텐츠',
      '기부',
      '기록',
    ]);
    const linksOf = (label: string) =>
      within(within(menu).getByRole('region', { name: label }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(linksOf('회원')).toEqual(['회원 관리', '회원 검색']);
    expect(linksOf('콘텐츠')).toEqual([
      '공지사항 관리',
      '소개 페이지 관리',
      '앨범 관리',
      '연혁·역대 회장 관리',
      '조직도 관리',
      '동문 기업 승인',
      '자료실 관리',
      '행사 관리',
    ]);
    expect(linksOf('기부')).toEqual([
      '기부 입력·내역',
      '은행 거래내역 가져오기',
      '기금 관리',
      '장학금 지급·기부금 공개',
      '기부금영수증 발급 대장',
      '회비 관리',
      '매월 기부',
    ]);
    expect(linksOf('기록')).toEqual([
      '메뉴 접속 통계',
      '감사 기록',
      '개인정보 접속기록',
      '소식 보내기',
      '보낸 메일함',
    ]);
    expect(within(menu).getByRole('link', { name: '감사 기록' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // 관리자 홈, then the four groups' 21 screens: all 22, each once.
    expect(within(menu).getAllByRole('link')).toHaveLength(23);

    // On a phone the menu is folded above the page (CSS); its button says so and opens it.
    const toggle = within(menu).getByRole('button', { name: '메뉴 열기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(menu).getByRole('button', { name: '메뉴 닫기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await seriousAxeFindings()).toEqual([]);
  });
});

describe('a console table wider than its column (issue 29 item 11)', () => {
  function renderTable(width: { scroll: number; client: number }) {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(width.scroll);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width.client);
    render(
      <SidewaysScroll label="발급 대장 표">
        <table>
          <tbody>
            <tr>
              <td>2026-0001</td>
            </tr>
          </tbody>
        </table>
      </SidewaysScroll>,
    );
    return screen.getByRole('region', { name: '발급 대장 표' });
  }

  it('scrolls in its own box and says so', () => {
    const box = renderTable({ scroll: 1200, client: 848 });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveAccessibleDescription(
      '표가 화면보다 넓습니다. 옆으로 밀어 나머지 열을 보세요.',
    );
  });

  it('says nothing when the table fits', () => {
    const box = renderTable({ scroll: 600, client: 848 });
    expect(box).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/옆으로 밀면/u)).toBeNull();
  });
});

describe('deleting a row of the history editors asks first (issue 29 item 11)', () => {
  it.each([
    {
      row: '1번째 연혁',
      field: '1번째 연혁 내용',
      value: '한빛고등보통학교 개교',
      question:
        '1번째 연혁 항목(1926년 「한빛고등보통학교 개교」)을 지울까요? 저장해야 사이트에 반영됩니다.',
    },
    {
      row: '2번째 회장',
      field: '2번째 회장 성명',
      value: '이수진',
      question: '2번째 회장 항목(2대 이수진)을 지울까요? 저장해야 사이트에 반영됩니다.',
    },
  ])('keeps the $row when the office says no, and removes it when yes', async (each) => {
    const world = await officeWorld();
    renderApp({ path: '/admin/history', world });
    await screen.findByLabelText(each.field);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: `삭제: ${each.row}` }));
    expect(confirm).toHaveBeenCalledWith(each.question);
    expect(screen.getByLabelText(each.field)).toHaveValue(each.value);
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: `삭제: ${each.row}` }));
    expect(screen.queryByLabelText(each.field)).toBeNull();
    // Removed from the list being edited; the site keeps it until the list is saved.
    expect(world.backend.presidents).toHaveLength(2);
    expect(world.backend.timeline).toHaveLength(1);
  });

  it('removes a row added and left empty without a question', async () => {
    const world = await officeWorld();
    renderApp({ path: '/admin/history', world });
    await screen.findByLabelText('1번째 연혁 내용');
    const confirm = vi.spyOn(window, 'confirm');
    await userEvent.click(screen.getByRole('button', { name: '연혁 추가' }));
    await userEvent.click(screen.getByRole('button', { name: '삭제: 2번째 연혁' }));
    expect(screen.queryByLabelText('2번째 연혁 내용')).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('leaving an editor with unsaved edits asks first (issue 29 item 11)', () => {
  it('keeps a notice being written when the office stays, and lets it go when they leave', async () => {
    const world = await officeWorld();
    const { location } = renderApp({ path: '/admin/notices/edit', world });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const menu = await screen.findByRole('navigation', { name: '관리자 메뉴' }, FIRST_LOAD);
    // Nothing typed yet: the menu leaves at once.
    await userEvent.click(within(menu).getByRole('link', { name: '공지사항 관리' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/notices'));
    expect(confirm).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('link', { name: '새 공지사항 쓰기' }));
    await userEvent.type(await screen.findByLabelText(/^제목/u), '송년회 안내');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: '감사 기록' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_EDITS_QUESTION);
    expect(location.history.at(-1)).toBe('/admin/notices/edit');
    expect(screen.getByLabelText(/^제목/u)).toHaveValue('송년회 안내');

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: '감사 기록' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/audit'));
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('asks nothing after the edits are saved', async () => {
    const world = await officeWorld();
    const { location } = renderApp({ path: '/admin/notices/edit', world });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.type(await screen.findByLabelText(/^제목/u), '송년회 안내');
    const body = screen.getByRole('textbox', { name: /본문/u });
    await userEvent.click(body);
    await userEvent.keyboard('송년회를 엽니다.');
    await userEvent.click(screen.getByRole('button', { name: '임시 저장' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/\?id=/u));
    await userEvent.click(await screen.findByRole('link', { name: '감사 기록' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/audit'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before leaving a page of text whose body was changed', async () => {
    const world = await officeWorld();
    const { location } = renderApp({ path: '/admin/pages/edit?id=greeting', world });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const body = await screen.findByRole('textbox', { name: /본문/u });
    await userEvent.click(body);
    await userEvent.keyboard('반갑습니다.');
    await userEvent.click(screen.getByRole('link', { name: '페이지 보기' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_EDITS_QUESTION);
    expect(location.history.at(-1)).toBe('/admin/pages/edit?id=greeting');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(world.notifier.notifications.at(-1)?.kind).toBe('success'));
    confirm.mockClear();
    await userEvent.click(screen.getByRole('link', { name: '페이지 보기' }));
    await waitFor(() => expect(location.history.at(-1)).not.toMatch(/^\/admin/u));
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('메뉴 접속 통계’s chart (issue 29 item 11)', () => {
  it('draws the days’ views over labelled axes, beside the same figures as a table', async () => {
    const world = await officeWorld();
    for (const menuPath of ['/', '/', '/alumni/find', '/no-such-page']) {
      await world.accessLogApi.recordMenuAccess({ menuPath, accessDt: '2026-11-22 10:00:00' });
    }
    renderApp({ path: '/admin/statistics', world });
    const chart = await screen.findByRole('img', { name: /날짜별 전체 조회 수 막대그래프/u });
    // The axes' titles, the value axis's round ticks from 0, the first and the last day.
    expect(within(chart).getByText('조회 수(회)')).toBeInTheDocument();
    expect(within(chart).getByText('날짜')).toBeInTheDocument();
    const ticks = [...chart.querySelectorAll('.office-chart__tick text')].map(
      (tick) => tick.textContent,
    );
    expect(ticks[0]).toBe('0');
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    const dates = [...chart.querySelectorAll('.office-chart__label')].map(
      (label) => label.textContent,
    );
    expect(dates[0]).toBe('11.16');
    expect(dates.at(-1)).toBe('11.22');
    // The table twin, in its own scrolling box; a page that does not exist is no menu.
    const table = screen.getByRole('table', { name: /^메뉴별·날짜별 조회 수/u });
    expect(table.closest('[role="region"]')).toHaveAccessibleName('메뉴별·날짜별 조회 수 표');
    expect(within(table).queryByText('/no-such-page')).toBeNull();
    expect(within(table).getByText('동문 찾기')).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
