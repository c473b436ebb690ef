import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeWorld } from '../../support/fake-world';
import { renderApp } from '../support/test-app';

/** 기부하기 is reached from where giving is talked about (issue 31, item 1). */
describe('the ways to 기부하기', () => {
  it('from the home page’s fund box', async () => {
    renderApp({ path: '/' });
    const link = await screen.findByRole('link', { name: '기부하기' });
    expect(link).toHaveAttribute('href', '/contribution/donate');
    expect(link.closest('section')).toHaveTextContent('장학기금');
  });

  it('from 기부 안내, after the text the office wrote', async () => {
    const world = fakeWorld();
    world.backend.sitePages.set('contributionInformation', {
      key: 'contributionInformation',
      bodyHtml: '<p>장학기금 계좌: 한빛은행 123-456-789012</p>',
      updatedAt: '2026-11-01T09:00:00+09:00',
    });
    renderApp({ path: '/contribution/information', world });
    expect(await screen.findByText(/장학기금 계좌/u)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '온라인으로 기부하기' })).toHaveAttribute(
      'href',
      '/contribution/donate',
    );
  });

  it('from 기부 현황, and from the menu after 기부 안내', async () => {
    renderApp({ path: '/contribution/statistics' });
    expect(await screen.findByRole('link', { name: '장학기금에 기부하기' })).toHaveAttribute(
      'href',
      '/contribution/donate',
    );
    const menuLinks = screen
      .getAllByRole('link', { name: /^(기부 안내|기부하기|기부 현황)$/u })
      .map((link) => link.textContent);
    expect(menuLinks.slice(0, 3)).toEqual(['기부 안내', '기부하기', '기부 현황']);
  });
});
