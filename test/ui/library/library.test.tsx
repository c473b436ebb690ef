import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIBRARY_FILE_REQUIRED } from '../../../src/domain/library/library';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

const pdf = (name: string) => new File(['%PDF-1.4 회칙'], name, { type: 'application/pdf' });

describe('자료실 (issue 13 item 5)', () => {
  it('lets the office add a document with its file, which anyone then downloads, counted', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
    await signInAs(world, 'office1');
    const office = renderApp({ path: '/admin/library', world });
    await user.click(await screen.findByRole('button', { name: '새 자료' }));
    await user.selectOptions(screen.getByLabelText('분류'), '회칙·규정');
    await user.type(screen.getByLabelText(/제목/u), '총동문회 회칙');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(LIBRARY_FILE_REQUIRED)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('파일 올리기'), pdf('총동문회 회칙.pdf'));
    expect(await screen.findByText(/지금 파일: 총동문회 회칙\.pdf/u)).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '저장' }));
    const list = await screen.findByRole('list', { name: '자료 목록' });
    expect(within(list).getByRole('heading', { name: '총동문회 회칙' })).toBeInTheDocument();
    expect(world.backend.auditLog.map((entry) => entry.action)).toEqual(['library.create']);
    office.unmount();

    world.tokenStore.clearTokens();
    world.tokenStore.clearUserId();
    renderApp({ path: '/association/library?category=regulation', world });
    const publicList = await screen.findByRole('list', { name: '자료 목록' });
    expect(within(publicList).getByText('내려받기 0회')).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(
      within(publicList).getByRole('button', { name: '내려받기: 총동문회 회칙.pdf' }),
    );
    await waitFor(() => expect(world.fileSaver.saved).toHaveLength(1));
    expect(world.fileSaver.saved[0]?.fileName).toBe('총동문회 회칙.pdf');
    expect([...world.backend.fileDownloads.values()]).toEqual([1]);
  });

  it('searches the titles and descriptions, the search in the address', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
    await signInAs(world, 'office1');
    for (const [title, fileName] of [
      ['총동문회 회칙', '회칙.pdf'],
      ['장학금 신청서', '신청서.pdf'],
    ] as const) {
      const { atchFileMstId } = await world.fileApi.uploadFile({
        name: fileName,
        data: pdf(fileName),
      });
      await world.officeLibraryApi.createLibraryDocument({
        category: 'form',
        title,
        description: '',
        atchFileMstId,
      });
    }
    const { location } = renderApp({ path: '/association/library', world });
    await screen.findByRole('list', { name: '자료 목록' });
    await user.type(screen.getByLabelText('제목·설명 검색'), '장학금');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: '자료 목록' })).not.toHaveTextContent('회칙'),
    );
    expect(location.history.at(-1)).toBe(
      `/association/library?query=${encodeURIComponent('장학금')}`,
    );
  });
});
