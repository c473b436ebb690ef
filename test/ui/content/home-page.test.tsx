import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentApi } from '../../../src/application/content/content-api';
import { renderApp } from '../support/test-app';

const failing: ContentApi = {
  listNotices: () => Promise.reject(new Error('down')),
  getNotice: () => Promise.reject(new Error('down')),
  listGallery: () => Promise.reject(new Error('down')),
  getDonationStatistics: () => Promise.reject(new Error('down')),
  listHallOfFame: () => Promise.reject(new Error('down')),
};

describe('HomePage', () => {
  it('shows the latest notices with YYYY.MM.DD dates', async () => {
    renderApp({ path: '/' });
    const notices = await screen.findByRole('region', { name: '공지사항' });
    const items = await within(notices).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    for (const item of items) expect(item.textContent).toMatch(/\d{4}\.\d{2}\.\d{2}$/u);
  });

  it('shows this year’s donation total in Korean units', async () => {
    renderApp({ path: '/' });
    const donations = await screen.findByRole('region', { name: '2026년 장학기금' });
    expect(await within(donations).findByText(/^[\d,]+만( [\d,]+)?원$/u)).toBeInTheDocument();
  });

  it('shows recent photos with their alternative text', async () => {
    renderApp({ path: '/' });
    const photos = await screen.findByRole('region', { name: '최근 사진' });
    const images = await within(photos).findAllByRole('img');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.getAttribute('alt')).toMatch(/사진$/u);
  });

  it('says plainly when the content cannot be loaded, and shows nothing made up', async () => {
    renderApp({ path: '/', content: failing });
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
