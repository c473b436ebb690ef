import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PHOTO_ALT_REQUIRED } from '../../../src/domain/content/albums';
import { type FakeWorld, fakeWorld, withOfficeSignedIn } from '../../support/fake-world';
import { PNG } from '../../support/files';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

const officeWorld = (): Promise<FakeWorld> => withOfficeSignedIn(fakeWorld());

const photoFile = (name: string) => new File([PNG], name, { type: 'image/png' });

describe('the office’s album editor (issue 13 item 8)', () => {
  it('uploads several photos, asks for their alternative text, reorders them by keyboard and publishes', async () => {
    const user = userEvent.setup();
    const world = await officeWorld();
    renderApp({ path: '/admin/albums/edit?kind=contribution', world });
    expect(await screen.findByRole('heading', { level: 1, name: '새 앨범' })).toBeInTheDocument();
    expect(screen.getByLabelText('갤러리')).toHaveValue('contribution');
    await user.type(screen.getByLabelText(/제목/u), '장학금 수여식');
    await user.upload(screen.getByLabelText('사진 추가'), [
      photoFile('수여식-1.png'),
      photoFile('수여식-2.png'),
    ]);
    const list = await screen.findByRole('list', { name: '앨범 사진(순서대로)' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '게시' }));
    expect(await screen.findByText(PHOTO_ALT_REQUIRED)).toBeInTheDocument();
    const firstAlt = screen.getByLabelText(/1번째 사진 대체 텍스트/u);
    expect(firstAlt).toHaveAttribute('aria-invalid', 'true');
    expect(world.backend.albums).toHaveLength(0);

    await user.type(firstAlt, '장학증서를 받는 학생');
    await user.type(screen.getByLabelText(/2번째 사진 대체 텍스트/u), '기념 촬영하는 장학생들');
    const firstImage = [...world.backend.siteImages.keys()][0];
    await user.click(screen.getByRole('button', { name: '앞으로: 2번째 사진' }));
    expect(screen.getByText('2번째 사진을 1번째로 옮겼습니다.')).toBeInTheDocument();
    expect(screen.getByLabelText(/1번째 사진 대체 텍스트/u)).toHaveValue('기념 촬영하는 장학생들');

    await user.click(screen.getByRole('button', { name: '게시' }));
    await waitFor(() => expect(world.backend.albums).toHaveLength(1));
    const [album] = world.backend.albums;
    expect(album?.kind).toBe('contribution');
    expect(album?.publishedAt).not.toBeNull();
    expect(album?.photos.map((photo) => photo.alt)).toEqual([
      '기념 촬영하는 장학생들',
      '장학증서를 받는 학생',
    ]);
    expect(album?.photos[1]?.imageId).toBe(firstImage);
    expect(world.backend.auditLog.map((entry) => entry.action)).toEqual([
      'image.upload',
      'image.upload',
      'album.create',
    ]);
  });

  it('says which file is not a photo and keeps the others', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const world = await officeWorld();
    renderApp({ path: '/admin/albums/edit', world });
    await user.upload(await screen.findByLabelText('사진 추가'), [
      new File(['회칙'], '회칙.png', { type: 'image/png' }),
      photoFile('교정.png'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '회칙.png: 사진은 JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.',
    );
    const list = screen.getByRole('list', { name: '앨범 사진(순서대로)' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('lists a gallery’s albums, drafts marked, each opening in the editor', async () => {
    const world = await officeWorld();
    world.backend.albums.push({
      id: 'album-9',
      kind: 'history',
      title: '개교 무렵의 학교',
      description: '',
      takenOn: null,
      publishedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      photos: [],
    });
    renderApp({ path: '/admin/albums?kind=history', world });
    const table = await screen.findByRole('table', { name: '앨범 목록' });
    expect(table).toHaveTextContent('임시 저장');
    expect(within(table).getByRole('link', { name: '개교 무렵의 학교' })).toHaveAttribute(
      'href',
      '/admin/albums/edit?id=album-9',
    );
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
