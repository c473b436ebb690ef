import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeWorld, fakeWorld, withOfficeSignedIn } from '../../support/fake-world';
import { PNG } from '../../support/files';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

const EDITOR = '/admin/notices/edit';

/** An administrator of the office, signed in. */
const officeWorld = (): Promise<FakeWorld> => withOfficeSignedIn(fakeWorld());

describe('the console’s notices (공지사항 관리)', () => {
  it('writes a new notice and publishes it; the editor then holds it by its id', async () => {
    const world = await officeWorld();
    const { location } = renderApp({ path: EDITOR, world });
    await userEvent.type(await screen.findByLabelText(/^제목/u), '2026년 송년회 안내');
    const body = screen.getByRole('textbox', { name: /본문/u });
    await userEvent.click(body);
    await userEvent.keyboard('송년회를 엽니다.');
    await waitFor(() => expect(body.textContent).toContain('송년회를 엽니다.'));
    expect(await seriousAxeFindings()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '게시' }));
    await waitFor(() => expect(world.backend.notices).toHaveLength(1));
    const [saved] = world.backend.notices;
    expect(saved).toMatchObject({ title: '2026년 송년회 안내', pinned: false });
    expect(saved?.bodyHtml).toBe('<p>송년회를 엽니다.</p>');
    expect(saved?.publishedAt).not.toBeNull();
    await waitFor(() => expect(location.history.at(-1)).toBe(`${EDITOR}?id=${saved?.id}`));
    expect(world.notifier.notifications).toContainEqual({
      kind: 'success',
      message: '공지사항을 게시했습니다.',
    });
  });

  it('mails a published notice to the members when 회원에게 메일로도 알리기 is ticked (issue 32, item 6)', async () => {
    const world = await officeWorld();
    renderApp({ path: EDITOR, world });
    await userEvent.type(await screen.findByLabelText(/^제목/u), '2026년 정기총회 소집 공고');
    const body = screen.getByRole('textbox', { name: /본문/u });
    await userEvent.click(body);
    await userEvent.keyboard('12월 20일에 모입니다.');
    await waitFor(() => expect(body.textContent).toContain('모입니다'));
    await userEvent.click(screen.getByLabelText(/^회원에게 메일로도 알리기/u));
    expect(await seriousAxeFindings()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '게시' }));

    await waitFor(() => expect(world.backend.campaigns).toHaveLength(1));
    const [sent] = world.backend.campaigns;
    expect(sent).toMatchObject({ kind: 'notice', subject: '2026년 정기총회 소집 공고' });
    expect(sent?.noticeId).toBe(world.backend.notices[0]?.id);
    const mails = world.backend.outbox.filter(
      (mail) => mail.subject === '2026년 정기총회 소집 공고',
    );
    expect(mails.length).toBe(sent?.recipients);
    expect(mails.length).toBeGreaterThan(0);
    expect(world.notifier.notifications).toContainEqual({
      kind: 'success',
      message: '공지사항을 게시하고 회원에게 메일을 보내기 시작했습니다.',
    });
  });

  it('puts an uploaded photo into the body with its alternative text, kept by the sanitiser', async () => {
    const user = userEvent.setup();
    const world = await officeWorld();
    renderApp({ path: EDITOR, world });
    await user.type(await screen.findByLabelText(/^제목/u), '장학금 수여식 사진');
    const body = screen.getByRole('textbox', { name: /본문/u });
    await user.click(body);
    await user.keyboard('수여식 사진입니다.');
    await user.click(screen.getByRole('button', { name: '사진' }));
    await user.click(screen.getByRole('button', { name: '넣기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('넣을 사진을 골라 주세요.');
    await user.upload(
      screen.getByLabelText('사진 파일'),
      new File([PNG], '수여식.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: '넣기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/대체 텍스트/u);
    await user.type(screen.getByLabelText('대체 텍스트'), '장학증서를 받는 학생');
    await user.click(screen.getByRole('button', { name: '넣기' }));
    const inserted = await within(body).findByRole('img', { name: '장학증서를 받는 학생' });
    expect(inserted.getAttribute('src')).toMatch(/^\/api\/atchFile\/media\/[\w-]+$/u);

    await user.click(screen.getByRole('button', { name: '게시' }));
    await waitFor(() => expect(world.backend.notices).toHaveLength(1));
    expect(world.backend.notices[0]?.bodyHtml).toMatch(
      /<img src="\/api\/atchFile\/media\/[\w-]+" alt="장학증서를 받는 학생"/u,
    );
  });

  it('says what is missing before sending, next to each field (the form kit): a title and a body', async () => {
    const world = await officeWorld();
    renderApp({ path: EDITOR, world });
    await userEvent.click(await screen.findByRole('button', { name: '임시 저장' }));
    const title = screen.getByLabelText(/^제목/u);
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('제목을 입력해 주세요.');
    expect(title).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('본문을 입력해 주세요.');
    // Mended as it is typed; Enter in the title sends nothing, as neither action is implied.
    await userEvent.type(title, '제목만{Enter}');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('본문을 입력해 주세요.');
    await userEvent.click(screen.getByRole('button', { name: '임시 저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('본문을 입력해 주세요.');
    expect(world.backend.notices).toHaveLength(0);
  });

  it('lists drafts first; edits one, pins it and publishes it', async () => {
    const world = await officeWorld();
    const create = (title: string, published: boolean) =>
      world.officeNoticeApi.createNotice({
        title,
        bodyHtml: `<p>${title} 본문</p>`,
        pinned: false,
        published,
        attachmentsMstId: null,
      });
    await create('게시한 글', true);
    world.clock.advance(60_000);
    const draftId = await create('쓰다 만 글', false);
    const { location } = renderApp({ path: '/admin/notices', world });
    const table = await screen.findByRole('table', { name: '공지사항 목록' });
    const [, firstRow] = within(table).getAllByRole('row');
    expect(firstRow?.textContent).toContain('쓰다 만 글');
    expect(firstRow?.textContent).toContain('임시 저장');
    expect(await seriousAxeFindings()).toEqual([]);

    await userEvent.click(within(table).getByRole('link', { name: '쓰다 만 글' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`${EDITOR}?id=${draftId}`));
    const title = await screen.findByLabelText(/^제목/u);
    expect(title).toHaveValue('쓰다 만 글');
    await userEvent.clear(title);
    await userEvent.type(title, '다 쓴 글');
    await userEvent.click(screen.getByLabelText(/중요 공지/u));
    await userEvent.click(screen.getByRole('button', { name: '게시' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/notices'));
    expect(world.backend.notices.find((notice) => notice.id === draftId)).toMatchObject({
      title: '다 쓴 글',
      pinned: true,
      bodyHtml: '<p>쓰다 만 글 본문</p>',
    });
    expect(world.backend.auditLog.map((entry) => entry.action)).toContain('notice.update');
  });
});

describe('the console’s notice editor, further', () => {
  it('uploads attachments with their progress, and deletes a notice after asking', async () => {
    const world = await officeWorld();
    const noticeId = await world.officeNoticeApi.createNotice({
      title: '총회 자료',
      bodyHtml: '<p>자료를 올립니다.</p>',
      pinned: false,
      published: true,
      attachmentsMstId: null,
    });
    const { location } = renderApp({ path: `${EDITOR}?id=${noticeId}`, world });
    const input = await screen.findByLabelText('파일 추가');
    await userEvent.upload(input, new File(['안건'], '총회 안건.txt', { type: 'text/plain' }));
    const attached = await screen.findByRole('list', { name: '첨부한 파일' });
    expect(attached.textContent).toContain('총회 안건.txt');
    await userEvent.click(screen.getByRole('button', { name: '수정 내용 게시' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/notices'));
    const notice = await world.noticeApi.notice(noticeId);
    expect(notice.attachments.map((file) => file.fileName)).toEqual(['총회 안건.txt']);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp({ path: `${EDITOR}?id=${noticeId}`, world });
    await userEvent.click(await screen.findByRole('button', { name: '삭제' }));
    expect(confirm).toHaveBeenCalledWith(
      '「총회 자료」 공지사항을 삭제할까요? 되돌릴 수 없습니다.',
    );
    await waitFor(() => expect(world.backend.notices).toHaveLength(0));
    confirm.mockRestore();
  });
});
