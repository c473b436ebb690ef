import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeNotice } from '../../../src/adapters/fake/fake-backend';
import { type FakeWorld, fakeWorld } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

const LIST = '/association/notice';

function notice(index: number, overrides: Partial<FakeNotice> = {}): FakeNotice {
  const at = new Date(Date.UTC(2026, 0, index)).toISOString();
  return {
    id: `notice-${index}`,
    title: `공지 ${index}`,
    bodyHtml: `<p>본문 ${index}</p>`,
    bodyText: `본문 ${index}`,
    pinned: false,
    publishedAt: at,
    attachmentsMstId: null,
    attachmentCount: 0,
    authorId: 'office1',
    views: index,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** Twelve published notices (공지 1 the oldest), the third pinned, and a draft. */
function worldWithNotices(): FakeWorld {
  const world = fakeWorld();
  world.backend.notices = [
    ...Array.from({ length: 12 }, (_, index) =>
      notice(index + 1, index === 2 ? { pinned: true, title: '고정 공지' } : {}),
    ),
    notice(13, { title: '임시 저장', publishedAt: null }),
  ];
  return world;
}

describe('NoticePage (공지사항)', () => {
  it('lists ten notices a page, pinned first, with dates and views; the page is in the address', async () => {
    const world = worldWithNotices();
    const { location } = renderApp({ path: LIST, world });
    const list = await screen.findByRole('list', { name: '공지사항 목록' });
    const titles = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toEqual([
      '고정 공지',
      '공지 12',
      '공지 11',
      '공지 10',
      '공지 9',
      '공지 8',
      '공지 7',
      '공지 6',
      '공지 5',
      '공지 4',
    ]);
    expect(screen.getByText('중요')).toBeInTheDocument();
    expect(list.textContent).toContain('2026.01.12');
    expect(screen.getByText(/전체/u, { selector: 'p' }).textContent).toBe('전체 12건');
    expect(await seriousAxeFindings()).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: '2페이지' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`${LIST}?page=2`));
    const second = await screen.findByRole('link', { name: '공지 2' });
    expect(second).toHaveAttribute('href', `${LIST}?id=notice-2`);
    expect(screen.queryByText('임시 저장')).not.toBeInTheDocument();
  });

  it('searches titles and bodies from the form, and says when nothing matches', async () => {
    const world = worldWithNotices();
    const { location } = renderApp({ path: LIST, world });
    await userEvent.type(await screen.findByLabelText('제목·내용 검색'), '본문 11');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(`${LIST}?${new URLSearchParams({ query: '본문 11' })}`),
    );
    expect(await screen.findByRole('link', { name: '공지 11' })).toBeInTheDocument();
    expect(screen.getByText(/검색 결과/u, { selector: 'p' }).textContent).toBe(
      '“본문 11” 검색 결과 1건',
    );

    await userEvent.clear(screen.getByLabelText('제목·내용 검색'));
    await userEvent.type(screen.getByLabelText('제목·내용 검색'), '없는 말');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('검색어에 맞는 공지사항이 없습니다.')).toBeInTheDocument();
  });

  it('shows a notice: its body, attachments with sizes, newer and older; counts the view', async () => {
    const world = worldWithNotices();
    world.backend.files.set('notice-files', [
      {
        atchFileMstId: 'notice-files',
        atchFileId: 'agenda',
        fileName: '총회 안건.pdf',
        mimeType: 'application/pdf',
        size: 153_600,
        uploadedAt: '2026-01-05T00:00:00.000Z',
        data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        public: true,
        ownerId: null,
      },
    ]);
    const target = world.backend.notices[4];
    if (!target) throw new Error('no notice');
    Object.assign(target, { attachmentsMstId: 'notice-files', attachmentCount: 1 });
    renderApp({ path: `${LIST}?id=notice-5`, world });

    expect(await screen.findByRole('heading', { level: 1, name: '공지 5' })).toBeInTheDocument();
    expect(screen.getByText('본문 5')).toBeInTheDocument();
    const files = screen.getByRole('region', { name: '첨부 파일 1개' });
    expect(files.textContent).toContain('(150 KB)');
    const neighbours = screen.getByRole('navigation', { name: '다른 공지사항' });
    expect(within(neighbours).getByRole('link', { name: '공지 6' })).toHaveAttribute(
      'href',
      `${LIST}?id=notice-6`,
    );
    expect(within(neighbours).getByRole('link', { name: '공지 4' })).toBeInTheDocument();
    await waitFor(() => expect(target.views).toBe(6));
    expect(await seriousAxeFindings()).toEqual([]);

    await userEvent.click(within(files).getByRole('button', { name: '총회 안건.pdf' }));
    await waitFor(() =>
      expect(world.fileSaver.saved.map((file) => file.fileName)).toEqual(['총회 안건.pdf']),
    );
  });

  it('says so when a notice cannot be found, with the way back to the list', async () => {
    renderApp({ path: `${LIST}?id=notice-13`, world: worldWithNotices() });
    expect(await screen.findByRole('alert')).toHaveTextContent('공지사항을 불러오지 못했습니다.');
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', LIST);
  });
});
