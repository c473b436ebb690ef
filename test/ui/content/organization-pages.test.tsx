import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type OrganizationPosition,
  positionAt as at,
  POSITION_TITLE_REQUIRED,
} from '../../../src/domain/content/organization';
import { UNSAVED_EDITS_QUESTION } from '../../../src/ui/shared/routing/unsaved-edits';
import { type FakeWorld, fakeWorld, withOfficeSignedIn } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

const CHART: OrganizationPosition[] = [
  at(0, '회장', '박정우', 46),
  at(1, '수석부회장', '김민준', 48),
  at(1, '사무총장', '최동현', 55),
  { ...at(2, '사무국'), contact: '02-734-1926' },
  at(3, '총무', '임하늘', 68),
  at(1, '감사', '정미경', 44),
];

function worldWithChart(): FakeWorld {
  const world = fakeWorld();
  world.backend.organization = [...CHART];
  return world;
}

/** The text of each list item's own box, level by level. */
function boxesOf(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.firstElementChild?.textContent ?? '');
}

function positionGroups(): HTMLElement[] {
  return within(screen.getByRole('list', { name: '조직도 직책' })).getAllByRole('group');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('조직도 (issue 29 item 14): a drawn chart of positions', () => {
  it('draws the chart as a nested list, each level a list under its position', async () => {
    renderApp({ path: '/association/organization', world: worldWithChart() });
    const chart = await screen.findByRole('list', { name: '총동문회 조직도' });
    expect(boxesOf(chart)).toEqual(['회장박정우 (46회)']);
    const [president] = within(chart).getAllByRole('listitem');
    const underPresident = within(president as HTMLElement).getAllByRole('list')[0] as HTMLElement;
    expect(boxesOf(underPresident)).toEqual([
      '수석부회장김민준 (48회)',
      '사무총장최동현 (55회)',
      '감사정미경 (44회)',
    ]);
    const office = screen.getByText('사무국').closest('li') as HTMLElement;
    expect(office).toHaveTextContent('연락처 02-734-1926');
    expect(boxesOf(within(office).getByRole('list'))).toEqual(['총무임하늘 (68회)']);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says when there is no chart yet', async () => {
    renderApp({ path: '/association/organization' });
    expect(await screen.findByText('아직 등록된 조직도가 없습니다.')).toBeInTheDocument();
  });

  it('lets the office add a position under another, move it, and save the chart with the audit log', async () => {
    const user = userEvent.setup();
    const world = await withOfficeSignedIn(worldWithChart());
    renderApp({ path: '/admin/organization', world });
    await screen.findByRole('heading', { level: 2, name: '직책' });
    expect(screen.getByLabelText('1번째 직책 성명')).toHaveValue('박정우');

    // A new 부회장 under 회장: placed after 회장's branch, at the level below.
    await user.click(screen.getByRole('button', { name: '하위 직책 추가: 1번째 직책' }));
    expect(screen.getByText('저장하지 않은 변경이 있습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '조직도 저장' }));
    expect(await screen.findByText(POSITION_TITLE_REQUIRED)).toBeInTheDocument();
    await user.type(screen.getByLabelText('7번째 직책 직함'), '부회장');
    await user.type(screen.getByLabelText('7번째 직책 성명'), '이서연');
    await user.type(screen.getByLabelText('7번째 직책 기수'), '52');
    // Up past 감사, then up past 사무총장's whole branch.
    await user.click(screen.getByRole('button', { name: '위로: 7번째 직책' }));
    await user.click(screen.getByRole('button', { name: '위로: 6번째 직책' }));
    await user.click(screen.getByRole('button', { name: '조직도 저장' }));

    await waitFor(() => expect(world.backend.organization).toHaveLength(7));
    expect(world.backend.organization.map((position) => position.title)).toEqual([
      '회장',
      '수석부회장',
      '부회장',
      '사무총장',
      '사무국',
      '총무',
      '감사',
    ]);
    expect(world.backend.organization[2]).toEqual(at(1, '부회장', '이서연', 52));
    expect(world.backend.auditLog.map((entry) => entry.action)).toEqual(['organization.update']);
    expect(screen.queryByText('저장하지 않은 변경이 있습니다.')).not.toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('shows each position as one compact row whose fields and small buttons are named in Korean', async () => {
    const world = await withOfficeSignedIn(worldWithChart());
    renderApp({ path: '/admin/organization', world });
    await screen.findByRole('heading', { level: 2, name: '직책' });
    const groups = positionGroups();
    expect(groups).toHaveLength(CHART.length);
    CHART.forEach((position, index) => {
      const name = `${index + 1}번째 직책`;
      const row = within(groups[index] as HTMLElement);
      expect(groups[index]).toHaveAccessibleName(
        `${name}: ${position.title} (${position.depth + 1}단계)`,
      );
      expect(row.getByRole('textbox', { name: `${name} 직함` })).toHaveValue(position.title);
      expect(row.getByRole('textbox', { name: `${name} 성명` })).toHaveValue(
        position.holderName ?? '',
      );
      expect(row.getByRole('textbox', { name: `${name} 기수` })).toBeInTheDocument();
      expect(row.getByRole('textbox', { name: `${name} 연락처(공개)` })).toBeInTheDocument();
      // Each field keeps a label of its own (shown on a phone; on a wide screen, the header row).
      expect(row.getByText('직함', { selector: 'label span' })).toBeInTheDocument();
      const buttons = row.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
      expect(buttons).toEqual(
        ['위로', '아래로', '한 단계 위로', '한 단계 아래로', '하위 직책 추가', '삭제'].map(
          (label) => `${label}: ${name}`,
        ),
      );
      // The level shows as text too, indented by it.
      expect(
        row.getByText(`${position.depth + 1}단계`, { exact: false, selector: 'span' }),
      ).toBeInTheDocument();
    });
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('moves a branch a level up and down, and offers no move the chart cannot draw', async () => {
    const user = userEvent.setup();
    const world = await withOfficeSignedIn(worldWithChart());
    renderApp({ path: '/admin/organization', world });
    await screen.findByRole('heading', { level: 2, name: '직책' });
    // 사무국 (with 총무) goes up a level: after 사무총장's branch, beside it.
    await user.click(screen.getByRole('button', { name: '한 단계 위로: 4번째 직책' }));
    expect(screen.getByRole('group', { name: '4번째 직책: 사무국 (2단계)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '5번째 직책: 총무 (3단계)' })).toBeInTheDocument();
    // The first position cannot go under anything, nor up.
    expect(screen.getByRole('button', { name: '한 단계 아래로: 1번째 직책' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '위로: 1번째 직책' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '한 단계 아래로: 4번째 직책' }));
    expect(screen.getByRole('group', { name: '4번째 직책: 사무국 (3단계)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '조직도 저장' }));
    await waitFor(() => expect(world.backend.auditLog).toHaveLength(1));
    expect(world.backend.organization).toEqual(CHART);
  });

  it('asks before deleting a position with positions under it, and keeps them when told no', async () => {
    const user = userEvent.setup();
    const world = await withOfficeSignedIn(worldWithChart());
    renderApp({ path: '/admin/organization', world });
    await screen.findByRole('heading', { level: 2, name: '직책' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    await user.click(screen.getByRole('button', { name: '삭제: 3번째 직책' }));
    expect(confirm).toHaveBeenCalledWith('「사무총장」 아래의 직책 2개도 함께 지울까요?');
    expect(positionGroups()).toHaveLength(6);
    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: '삭제: 3번째 직책' }));
    expect(positionGroups()).toHaveLength(3);
    // A position with nothing under it goes without asking.
    await user.click(screen.getByRole('button', { name: '삭제: 3번째 직책' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(positionGroups()).toHaveLength(2);
  });

  it('asks before leaving the screen with unsaved changes, and stays when told no', async () => {
    const user = userEvent.setup();
    const world = await withOfficeSignedIn(worldWithChart());
    const { location } = renderApp({ path: '/admin/organization', world });
    await screen.findByRole('heading', { level: 2, name: '직책' });
    await user.type(screen.getByLabelText('2번째 직책 성명'), '님');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('link', { name: '연혁·역대 회장 관리' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_EDITS_QUESTION);
    expect(location.history?.at(-1)).toBe('/admin/organization');
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: '연혁·역대 회장 관리' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/history'));
  });

  it('is no longer a page of text: 소개 페이지 관리 sends the office to 조직도 관리', async () => {
    const user = userEvent.setup();
    const world = await withOfficeSignedIn(worldWithChart());
    const { location } = renderApp({ path: '/admin/pages', world });
    const table = await screen.findByRole('table', { name: '소개 페이지 목록' });
    expect(within(table).queryByRole('link', { name: '조직도' })).not.toBeInTheDocument();
    const hint = screen.getByText(/직책별로/u);
    await user.click(within(hint).getByRole('link', { name: '조직도 관리' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/organization'));
  });
});
