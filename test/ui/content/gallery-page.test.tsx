import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AlbumKind } from '../../../src/domain/content/albums';
import type { SiteImage } from '../../../src/domain/content/site-images';
import { type FakeWorld, fakeWorld } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

function photo(world: FakeWorld, id: string): SiteImage {
  const image: SiteImage = {
    imageId: id,
    width: 1200,
    height: 800,
    variants: [320, 640, 1200].map((width) => ({
      width,
      height: (width * 2) / 3,
      webp: `${id}-${width}-w`,
      jpeg: `${id}-${width}-j`,
    })),
  };
  world.backend.files.set(
    id,
    image.variants.flatMap((variant) =>
      [variant.webp, variant.jpeg].map((atchFileId) => ({
        atchFileMstId: id,
        atchFileId,
        fileName: `${atchFileId}.jpg`,
        mimeType: 'image/jpeg',
        size: 3,
        uploadedAt: '2026-04-11T00:00:00.000Z',
        data: new Blob(['jpg'], { type: 'image/jpeg' }),
        public: true,
        ownerId: null,
      })),
    ),
  );
  world.backend.siteImages.set(id, image);
  return image;
}

function worldWithAlbum(kind: AlbumKind = 'school', published = true): FakeWorld {
  const world = fakeWorld();
  const images = ['a', 'b', 'c'].map((id) => photo(world, id));
  world.backend.albums.push({
    id: 'album-1',
    kind,
    title: '봄의 교정',
    description: '4월의 본관과 운동장입니다.',
    takenOn: '2026-04-10',
    publishedAt: published ? '2026-04-11T00:00:00.000Z' : null,
    createdAt: '2026-04-11T00:00:00.000Z',
    updatedAt: '2026-04-11T00:00:00.000Z',
    photos: images.map((image, index) => ({
      imageId: image.imageId,
      alt: ['벚꽃이 핀 본관 앞길', '운동장에서 뛰는 학생들', '도서관 창가'][index] ?? '',
      caption: index === 1 ? '체육 시간' : '',
    })),
  });
  return world;
}

describe('the galleries (issue 13 items 2 and 4)', () => {
  it('lists a gallery’s published albums with their covers, sized and in every width', async () => {
    renderApp({ path: '/introduce/view', world: worldWithAlbum() });
    const link = await screen.findByRole('link', { name: /봄의 교정/u });
    expect(link).toHaveAttribute('href', '/introduce/view?id=album-1');
    const cover = link.querySelector('img');
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '800');
    expect(cover?.getAttribute('srcset')).toMatch(/^\S+ 320w, \S+ 640w, \S+ 1200w$/u);
    expect(cover?.getAttribute('src')).not.toBe('data:,');
    expect(link.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(screen.getByText('사진 3장')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '학교 둘러보기' })).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('shows only its own kind, and says so when a gallery has no album yet', async () => {
    renderApp({ path: '/introduce/historyGallery', world: worldWithAlbum('school') });
    expect(await screen.findByText('아직 올라온 앨범이 없습니다.')).toBeInTheDocument();
  });

  it('opens a photo in a viewer moved by arrow keys, closed by Escape, focus back on the photo', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/introduce/view?id=album-1', world: worldWithAlbum() });
    expect(await screen.findByRole('heading', { level: 1, name: '봄의 교정' })).toBeInTheDocument();
    expect(screen.getByText('4월의 본관과 운동장입니다.')).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);

    const opener = screen.getByRole('button', { name: '크게 보기: 운동장에서 뛰는 학생들' });
    await user.click(opener);
    const viewer = screen.getByRole('dialog', { name: '봄의 교정 사진 보기' });
    expect(within(viewer).getByRole('img', { name: '운동장에서 뛰는 학생들' })).toBeInTheDocument();
    expect(viewer).toHaveTextContent('2 / 3');
    expect(viewer).toHaveTextContent('체육 시간');
    expect(within(viewer).getByRole('button', { name: '닫기' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: '도서관 창가' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: '다음 사진' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(viewer).toHaveTextContent('1 / 3');
    // Tab stays inside the viewer.
    await user.tab();
    expect(viewer.contains(document.activeElement)).toBe(true);
    expect(await seriousAxeFindings()).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '크게 보기: 벚꽃이 핀 본관 앞길' })).toHaveFocus();
  });

  it('does not show a draft album to visitors', async () => {
    renderApp({
      path: '/contribution/gallery?id=album-1',
      world: worldWithAlbum('contribution', false),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('앨범을 불러오지 못했습니다.');
  });
});
