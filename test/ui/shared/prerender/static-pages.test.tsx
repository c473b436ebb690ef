// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  markInert,
  renderShell,
  renderStaticPages,
} from '../../../../src/ui/shared/prerender/static-pages';
import { testServices } from '../../support/test-app';

describe('pages rendered at build time (issue 10: first paint without waiting)', () => {
  it('renders every public route with header, menu, its own heading and footer, inert, no script', async () => {
    const { services } = testServices();
    const pages = await renderStaticPages(services);
    const publicRoutes = services.routes.routes.filter(
      (route) => !route.requiresAuth && route.indexed !== false,
    );
    expect(pages.map((page) => page.route.id)).toEqual(publicRoutes.map((route) => route.id));
    for (const page of pages) {
      const where = page.route.path;
      expect(page.html, where).toMatch(/^<div inert="" class="site">/u);
      expect(page.html, where).toContain('<nav aria-label="주 메뉴"');
      expect(page.html, where).toContain('<footer class="site-footer"');
      expect(page.html, where).toMatch(/<h1[ >]/u);
      // The page itself, not its loading state; and nothing the CSP would refuse.
      expect(page.html, where).not.toContain('불러오는 중입니다…</p><!--/$-->');
      expect(page.html, where).not.toMatch(/<script|<template/iu);
    }
  });

  it('gives each page the title the app sets, and the page file whose chunk it preloads', async () => {
    const { services } = testServices();
    const pages = await renderStaticPages(services);
    const home = pages.find((page) => page.route.id === 'home');
    const privacy = pages.find((page) => page.route.id === 'privacy');
    expect(home).toMatchObject({ title: services.association.name, pageFile: 'content/HomePage' });
    expect(privacy).toMatchObject({
      title: `개인정보처리방침 | ${services.association.name}`,
      pageFile: 'content/PrivacyPage',
    });
    const greeting = pages.find((page) => page.route.id === 'greeting');
    expect(greeting?.pageFile).toBe('content/SitePagePage');
    const presidents = pages.find((page) => page.route.id === 'pastPresidents');
    expect(presidents?.pageFile).toBe('content/PastPresidentsPage');
    const gallery = pages.find((page) => page.route.id === 'schoolView');
    expect(gallery?.pageFile).toBe('content/GalleryPage');
  });

  it('leaves members-only routes out: what they show depends on who is signed in', async () => {
    const { services } = testServices();
    const pages = await renderStaticPages(services);
    for (const id of ['myInfo', 'withdraw', 'findAlumni'] as const) {
      expect(services.routes.byId(id).requiresAuth).toBe(true);
      expect(pages.some((page) => page.route.id === id)).toBe(false);
    }
  });

  it('leaves a member’s own link’s page out, though open without signing in (not indexed)', async () => {
    const { services } = testServices();
    const pages = await renderStaticPages(services);
    const choices = services.routes.byId('messageChoices');
    expect(choices).toMatchObject({ requiresAuth: false, indexed: false });
    expect(pages.some((page) => page.route.id === 'messageChoices')).toBe(false);
  });

  it('renders the shell for every other path: the frame with the loading state', async () => {
    const { services } = testServices();
    const shell = await renderShell(services);
    expect(shell).toMatch(/^<div inert="" class="site">/u);
    expect(shell).toContain('<nav aria-label="주 메뉴"');
    expect(shell).toContain('불러오는 중입니다…');
    expect(shell).toContain('<footer class="site-footer"');
  });

  it('marks the first element inert, attributes kept', () => {
    expect(markInert('<div class="a"><p>x</p></div>')).toBe(
      '<div inert="" class="a"><p>x</p></div>',
    );
    expect(() => markInert('text')).toThrow();
  });
});
