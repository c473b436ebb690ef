import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addMember, fakeWorld, type FakeWorld, signInAs } from '../../../support/fake-world';
import { seriousAxeFindings } from '../../support/axe';
import { expectKitFields } from '../../support/kit-fields';
import { renderApp } from '../../support/test-app';

async function officeWorld(): Promise<FakeWorld> {
  const world = fakeWorld();
  addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
  await signInAs(world, 'office1');
  return world;
}

describe('one form kit on every screen (issue 29, item 9)', () => {
  it('자료실 search with labelled kit fields', async () => {
    const world = fakeWorld();
    renderApp({ path: '/association/library', world });
    expectKitFields(await screen.findByRole('search'));
  });

  it('동문 기업 search with labelled kit fields', async () => {
    renderApp({ path: '/alumni/pr', world: fakeWorld() });
    expectKitFields(await screen.findByRole('search'));
  });

  it('공지사항 search with a labelled kit field', async () => {
    renderApp({ path: '/association/notice', world: fakeWorld() });
    expectKitFields(await screen.findByRole('search'));
  });

  it('the member’s donation filter uses the kit', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'haneul01', name: '김하늘' });
    await signInAs(world, 'haneul01');
    renderApp({ path: '/me/donations', world });
    expectKitFields(await screen.findByRole('form', { name: '기부 내역 조회 조건' }));
  });

  it('the office’s member search: kit fields, a bad class said next to its field', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/admin/members/search', world: await officeWorld() });
    const form = await screen.findByRole('form', { name: '회원 검색 조건' });
    expectKitFields(form);
    await user.type(within(form).getByLabelText('기수'), '삼십');
    await user.click(within(form).getByRole('button', { name: '검색' }));
    const classNumber = within(form).getByLabelText('기수');
    await waitFor(() => expect(classNumber).toHaveAttribute('aria-invalid', 'true'));
    expect(classNumber).toHaveAccessibleDescription('기수는 숫자로 입력해 주세요.');
    expect(classNumber).toHaveFocus();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('the audit log’s filter uses the kit', async () => {
    renderApp({ path: '/admin/audit', world: await officeWorld() });
    expectKitFields(await screen.findByRole('form', { name: '감사 기록 검색' }));
  });

  it('donation entry: its donor search uses the kit', async () => {
    renderApp({ path: '/admin/donations', world: await officeWorld() });
    expectKitFields(await screen.findByRole('search', { name: '기부자 찾기' }));
  });

  it('the receipt register: its year and its search with the kit', async () => {
    renderApp({ path: '/admin/donations/receipts', world: await officeWorld() });
    const year = await screen.findByLabelText('귀속 연도');
    expectKitFields(year.closest('.form__field')?.parentElement as HTMLElement);
    expectKitFields(await screen.findByRole('search'));
  });

  it('scholarships, their disclosure’s year and the bank import use the kit', async () => {
    const world = await officeWorld();
    const scholarships = renderApp({ path: '/admin/donations/scholarships', world });
    expectKitFields(await screen.findByRole('form', { name: '장학금 지급 입력' }));
    expect((await screen.findByLabelText('공개할 연도')).closest('.form__field')).not.toBeNull();
    scholarships.unmount();
    renderApp({ path: '/admin/donations/import', world });
    expectKitFields(await screen.findByRole('form', { name: '은행 거래내역 가져오기' }));
  });
});
