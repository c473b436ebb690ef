import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRESIDENT_TERM_TWICE, TIMELINE_EVENT_REQUIRED } from '../../../src/domain/content/history';
import { type FakeWorld, fakeWorld, withOfficeSignedIn } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

function worldWithHistory(): FakeWorld {
  const world = fakeWorld();
  world.backend.timeline = [
    { year: 1926, month: null, event: '설립 인가' },
    { year: 1926, month: 4, event: '한빛고등보통학교 개교' },
    { year: 1951, month: 9, event: '6년제 중학교로 개편' },
  ];
  world.backend.presidents = [
    { term: 1, name: '김영호', classNumber: 12, fromYear: 2016, toYear: 2019 },
    { term: 2, name: '이수진', classNumber: null, fromYear: 2020, toYear: null },
  ];
  return world;
}

describe('연혁 and 역대 회장 (issue 13 items 1 and 2)', () => {
  it('shows the timeline by decade, with a way to each decade', async () => {
    renderApp({ path: '/introduce/history', world: worldWithHistory() });
    const twenties = await screen.findByRole('region', { name: '1920년대' });
    const items = within(twenties).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1926설립 인가',
      '1926.04한빛고등보통학교 개교',
    ]);
    expect(screen.getByRole('region', { name: '1950년대' })).toBeInTheDocument();
    const jump = screen.getByRole('navigation', { name: '연대별 바로 가기' });
    expect(within(jump).getByRole('link', { name: '1950년대' })).toHaveAttribute(
      'href',
      '#decade-1950',
    );
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('shows the past presidents as a table by term', async () => {
    renderApp({ path: '/association/history', world: worldWithHistory() });
    const table = await screen.findByRole('table', { name: '역대 회장 목록(대 순서)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '제1대김영호12회2016 ~ 2019',
      '제2대이수진—2020 ~ 현재',
    ]);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('lets the office add to the timeline and refuses a blank event before sending', async () => {
    const user = userEvent.setup();
    const world = worldWithHistory();
    await withOfficeSignedIn(world);
    renderApp({ path: '/admin/history', world });
    await screen.findByRole('heading', { level: 2, name: '학교 연혁' });
    await user.click(screen.getByRole('button', { name: '연혁 추가' }));
    await user.type(screen.getByLabelText('4번째 연혁 연도'), '2026');
    await user.click(screen.getByRole('button', { name: '연혁 저장' }));
    expect(await screen.findByText(TIMELINE_EVENT_REQUIRED)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('4번째 연혁 월'), '3');
    await user.type(screen.getByLabelText('4번째 연혁 내용'), '개교 100주년 기념식');
    await user.click(screen.getByRole('button', { name: '연혁 저장' }));
    await waitFor(() => expect(world.backend.timeline).toHaveLength(4));
    expect(world.backend.timeline.at(-1)).toEqual({
      year: 2026,
      month: 3,
      event: '개교 100주년 기념식',
    });
    expect(world.backend.auditLog.map((entry) => entry.action)).toEqual(['timeline.update']);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('lets the office add a president with the next term, and refuses a term twice before sending', async () => {
    const user = userEvent.setup();
    const world = worldWithHistory();
    await withOfficeSignedIn(world);
    renderApp({ path: '/admin/history', world });
    await screen.findByRole('heading', { level: 2, name: '역대 회장' });
    await user.click(screen.getByRole('button', { name: '회장 추가' }));
    expect(screen.getByLabelText('3번째 회장 대')).toHaveValue('3');
    await user.type(screen.getByLabelText('3번째 회장 성명'), '박정우');
    await user.type(screen.getByLabelText('3번째 회장 임기 시작'), '2024');
    await user.clear(screen.getByLabelText('3번째 회장 대'));
    await user.type(screen.getByLabelText('3번째 회장 대'), '2');
    await user.click(screen.getByRole('button', { name: '역대 회장 저장' }));
    expect(await screen.findByText(PRESIDENT_TERM_TWICE)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('3번째 회장 대'));
    await user.type(screen.getByLabelText('3번째 회장 대'), '3');
    await user.click(screen.getByRole('button', { name: '역대 회장 저장' }));
    await waitFor(() => expect(world.backend.presidents).toHaveLength(3));
    expect(world.backend.presidents.at(-1)).toEqual({
      term: 3,
      name: '박정우',
      classNumber: null,
      fromYear: 2024,
      toYear: null,
    });
  });
});
