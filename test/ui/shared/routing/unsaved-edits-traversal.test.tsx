import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { positionAt as at } from '../../../../src/domain/content/organization';
import { App } from '../../../../src/ui/shared/app/App';
import { UNSAVED_EDITS_QUESTION } from '../../../../src/ui/shared/routing/unsaved-edits';
import { fakeWorld, visitsOf, withOfficeSignedIn } from '../../../support/fake-world';
import { testServices } from '../../support/test-app';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** The browser's back, as the app hears it: the address changes, then `popstate` comes. */
async function browserBack(done: () => void) {
  await act(async () => {
    window.history.back();
    await waitFor(done);
  });
}

/** Issue 29: back and forward ask before an editor's unsaved edits are dropped. */
describe('unsaved edits and the browser’s back and forward', () => {
  it('asks before back leaves an editor with unsaved edits; 취소 keeps the edits and the address', async () => {
    const world = await withOfficeSignedIn(fakeWorld());
    world.backend.organization = [at(0, '회장', '박정우', 46), at(1, '감사', '정미경', 44)];
    const { services } = testServices({ world });
    window.history.replaceState(null, '', '/admin/history');
    window.history.pushState(null, '', '/admin/organization');
    render(<App services={services} />);
    await userEvent.type(await screen.findByLabelText('2번째 직책 성명'), '님');
    const visits = visitsOf(world).length;

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await browserBack(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_EDITS_QUESTION));
    // The address is the editor's again, and back then leaves to the page before it.
    expect(window.location.pathname).toBe('/admin/organization');
    expect(screen.getByLabelText('2번째 직책 성명')).toHaveValue('정미경님');
    expect(screen.getByText('저장하지 않은 변경이 있습니다.')).toBeInTheDocument();
    // No navigation happened, so none was reported.
    expect(visitsOf(world)).toHaveLength(visits);

    // Asked again at the next back; agreeing leaves, reported before the page changes.
    confirm.mockReturnValue(true);
    await browserBack(() => expect(window.location.pathname).toBe('/admin/history'));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(
      await screen.findByRole('heading', { level: 1, name: '연혁·역대 회장 관리' }),
    ).toBeInTheDocument();
    expect(
      visitsOf(world)
        .slice(visits)
        .map((visit) => visit.menuPath),
    ).toEqual(['/admin/history']);
  });

  it('does not ask when nothing is unsaved', async () => {
    const world = await withOfficeSignedIn(fakeWorld());
    const { services } = testServices({ world });
    window.history.replaceState(null, '', '/admin/history');
    window.history.pushState(null, '', '/admin/organization');
    render(<App services={services} />);
    await screen.findByRole('heading', { level: 2, name: '직책' });
    const confirm = vi.spyOn(window, 'confirm');
    await browserBack(() => expect(window.location.pathname).toBe('/admin/history'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '연혁·역대 회장 관리' }),
    ).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
