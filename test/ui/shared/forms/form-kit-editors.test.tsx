import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALBUM_TITLE_REQUIRED } from '../../../../src/domain/content/albums';
import { NOTICE_BODY_REQUIRED } from '../../../../src/domain/content/notices';
import {
  LIBRARY_FILE_REQUIRED,
  LIBRARY_TITLE_REQUIRED,
} from '../../../../src/domain/library/library';
import { fakeWorld, withOfficeSignedIn } from '../../../support/fake-world';
import { PNG } from '../../../support/files';
import { seriousAxeFindings } from '../../support/axe';
import { expectKitFields } from '../../support/kit-fields';
import { renderApp } from '../../support/test-app';

/** The office's editors' <form> (they carry no name of their own beside the page's heading). */
const editorForm = () =>
  document.querySelector<HTMLFormElement>('form.notice-editor') as HTMLElement;

/** A field the form refused: marked, said next to it, and focused. */
async function expectRefusedField(field: HTMLElement, message: string): Promise<void> {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(message);
  expect(field).toHaveFocus();
}

describe('the office’s editors on the form kit (issue 29, item 9)', () => {
  it('자료실 document: kit fields; a blank title said next to it, a missing file for the form', async () => {
    const user = userEvent.setup();
    const world = await withOfficeSignedIn(fakeWorld());
    renderApp({ path: '/admin/library', world });
    await user.click(await screen.findByRole('button', { name: '새 자료' }));
    const form = screen.getByRole('form', { name: '새 자료' });
    expectKitFields(form);
    await user.click(within(form).getByRole('button', { name: '저장' }));
    const title = within(form).getByLabelText(/^제목/u);
    await expectRefusedField(title, LIBRARY_TITLE_REQUIRED);
    await user.type(title, '총동문회 회칙');
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(LIBRARY_FILE_REQUIRED);
    expect(world.backend.libraryDocuments).toHaveLength(0);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('notice: kit fields; an empty body said next to the editor', async () => {
    const user = userEvent.setup();
    const world = await withOfficeSignedIn(fakeWorld());
    renderApp({ path: '/admin/notices/edit', world });
    await user.type(await screen.findByLabelText(/^제목/u), '송년회 안내');
    expectKitFields(editorForm());
    await user.click(screen.getByRole('button', { name: '게시' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE_BODY_REQUIRED);
    expect(screen.getByRole('textbox', { name: /본문/u })).toHaveAccessibleDescription(
      NOTICE_BODY_REQUIRED,
    );
    expect(world.backend.notices).toHaveLength(0);
  });

  it('album: kit fields, its photos’ texts too; a draft needs a title, not yet alternative texts', async () => {
    const user = userEvent.setup();
    const world = await withOfficeSignedIn(fakeWorld());
    renderApp({ path: '/admin/albums/edit?kind=school', world });
    await user.upload(
      await screen.findByLabelText('사진 추가'),
      new File([PNG], '교정.png', { type: 'image/png' }),
    );
    await screen.findByLabelText(/1번째 사진 대체 텍스트/u);
    expectKitFields(editorForm());
    await user.click(screen.getByRole('button', { name: '임시 저장' }));
    const title = screen.getByLabelText(/^제목/u);
    await expectRefusedField(title, ALBUM_TITLE_REQUIRED);
    await user.type(title, '봄날의 교정');
    await user.click(screen.getByRole('button', { name: '임시 저장' }));
    await waitFor(() => expect(world.backend.albums).toHaveLength(1));
    expect(world.backend.albums[0]).toMatchObject({ title: '봄날의 교정', publishedAt: null });
    expect(world.backend.albums[0]?.photos).toHaveLength(1);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('a page of text: an empty body is refused next to the editor, nothing sent', async () => {
    const user = userEvent.setup();
    const world = await withOfficeSignedIn(fakeWorld());
    renderApp({ path: '/admin/pages/edit?id=founder', world });
    const body = await screen.findByRole('textbox', { name: /본문/u });
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE_BODY_REQUIRED);
    expect(body).toHaveAccessibleDescription(NOTICE_BODY_REQUIRED);
    await waitFor(() => expect(body).toHaveFocus());
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(world.backend.sitePages.has('founder')).toBe(false);
    // Mended as it is written: the refusal goes.
    await user.keyboard('1926년에 학교를 세웠습니다.');
    await waitFor(() => expect(body).not.toHaveAttribute('aria-invalid'));
  });
});
