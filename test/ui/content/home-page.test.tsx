import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentApi } from '../../../src/application/content/content-api';
import type { NoticeApi } from '../../../src/application/content/notice-api';
import type { AlbumApi } from '../../../src/application/content/album-api';
import { seedDemoAlbums } from '../../../src/adapters/fake/demo-albums';
import { demoNotices } from '../../../src/adapters/fake/demo-notices';
import { aDonation, donorDraftFor } from '../../support/donations';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { renderApp } from '../support/test-app';

const failing: ContentApi = {
  donationYear: () => Promise.reject(new Error('down')),
};

const failingAlbums: AlbumApi = {
  listAlbums: () => Promise.reject(new Error('down')),
  album: () => Promise.reject(new Error('down')),
};

const failingNotices: NoticeApi = {
  listNotices: () => Promise.reject(new Error('down')),
  notice: () => Promise.reject(new Error('down')),
  countNoticeView: () => Promise.reject(new Error('down')),
};

/** A fake backend holding the demo's notices. */
function worldWithNotices() {
  const world = fakeWorld();
  world.backend.notices = demoNotices(world.clock.now());
  return world;
}

describe('HomePage', () => {
  it('shows the latest notices with YYYY.MM.DD dates, each a link to the notice', async () => {
    renderApp({ path: '/', world: worldWithNotices() });
    const notices = await screen.findByRole('region', { name: '공지사항' });
    const items = await within(notices).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    for (const item of items) {
      expect(item.textContent).toMatch(/\d{4}\.\d{2}\.\d{2}$/u);
      expect(within(item).getByRole('link').getAttribute('href')).toMatch(
        /^\/association\/notice\?id=notice-\d+$/u,
      );
    }
  });

  it('shows this year’s donation total in Korean units, summed from the records', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
    const member = addMember(world, { userId: 'haneul01', name: '김하늘' });
    await signInAs(world, 'office1');
    const donor = await world.officeDonationApi.createDonor(donorDraftFor(member));
    for (const amount of [12_000_000, 500_000]) {
      await world.officeDonationApi.recordDonation(donor, {
        ...aDonation(),
        donatedOn: '2026-03-02',
        amount,
      });
    }
    world.tokenStore.clearTokens();
    renderApp({ path: '/', world });
    const donations = await screen.findByRole('region', { name: '2026년 장학기금' });
    expect(await within(donations).findByText('1,250만원')).toBeInTheDocument();
  });

  it('says the figures are to come when the backend publishes none, rather than show made-up ones', async () => {
    const none: ContentApi = {
      donationYear: () => Promise.resolve(null),
    };
    renderApp({ path: '/', content: none });
    const donations = await screen.findByRole('region', { name: '2026년 장학기금' });
    expect(await within(donations).findByText(/곧 알려 드립니다/u)).toBeInTheDocument();
    expect(within(donations).queryByText(/원$/u)).toBeNull();
  });

  it('shows the latest scholarship albums’ covers with their alternative text, each a link to its album', async () => {
    const world = fakeWorld();
    seedDemoAlbums(world.backend, world.clock.now());
    renderApp({ path: '/', world });
    const photos = await screen.findByRole('region', { name: '최근 사진' });
    const images = await within(photos).findAllByRole('img');
    expect(images.length).toBe(
      world.backend.albums.filter((album) => album.kind === 'contribution').length,
    );
    for (const image of images) {
      expect(image.getAttribute('alt')).toMatch(/[가-힣]/u);
      expect(image.closest('a')?.getAttribute('href')).toMatch(
        /^\/contribution\/gallery\?id=demo-album-\d+$/u,
      );
    }
  });

  it('says plainly when the content cannot be loaded, and shows nothing made up', async () => {
    renderApp({ path: '/', content: failing, notices: failingNotices, albums: failingAlbums });
    expect(await screen.findByText('공지사항을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(await screen.findByText('기부 현황을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(await screen.findByText('사진을 불러오지 못했습니다.')).toBeInTheDocument();
  });
});

describe('SignInPage', () => {
  it('asks for the missing field next to the form and moves focus to it', async () => {
    renderApp({ path: '/auth/signin' });
    const submit = await screen.findByRole('button', { name: '로그인' });
    submit.click();
    expect(await screen.findByRole('alert')).toHaveTextContent('아이디를 입력해 주세요.');
    expect(screen.getByLabelText('아이디')).toHaveFocus();
  });
});
