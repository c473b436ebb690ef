import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { donorDraftFor } from '../../support/donations';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

async function officeWorld() {
  const world = fakeWorld();
  addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
  addMember(world, { userId: 'haneul01', name: '김하늘' });
  await signInAs(world, 'office1');
  return world;
}

/** The audited changes; the views of donors and gifts (donor.list, donation.list) left out. */
const actions = (world: Awaited<ReturnType<typeof officeWorld>>) =>
  world.backend.auditLog
    .map((entry) => entry.action)
    .filter((action) => action !== 'donor.list' && action !== 'donation.list');

describe('the office’s donation screens (issue 14 item 2)', () => {
  it('기금 관리: makes a designated fund, then closes it to new gifts', async () => {
    const user = userEvent.setup();
    const world = await officeWorld();
    renderApp({ path: '/admin/donations/funds', world });
    await user.click(await screen.findByRole('button', { name: '새 기금' }));
    const form = screen.getByRole('form', { name: '새 기금' });
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('기금 이름을 입력해 주세요.');
    await user.type(within(form).getByLabelText(/기금 이름/u), '개교 100주년 기념기금');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    const list = await screen.findByRole('list', { name: '기금 목록' });
    expect(
      await within(list).findByRole('heading', { name: /개교 100주년 기념기금/u }),
    ).toHaveTextContent('모금 중');
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(list).getByRole('button', { name: '고치기: 개교 100주년 기념기금' }));
    await user.click(screen.getByLabelText(/모금 중/u));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '기금 목록' })).getByText('모금 마감'),
      ).toBeInTheDocument(),
    );
    expect(actions(world)).toEqual(['fund.save', 'fund.save']);
  });

  it('기부 입력·내역: finds or registers the donor, enters, corrects and cancels a gift', async () => {
    const user = userEvent.setup();
    const world = await officeWorld();
    renderApp({ path: '/admin/donations', world });
    await user.type(
      await screen.findByLabelText('기부자 (이름, 연락처, 이메일, 회원 아이디)'),
      '김하늘',
    );
    await user.click(screen.getByRole('button', { name: '찾기' }));
    expect(await screen.findByText(/맞는 기부자가 없습니다/u)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '새 기부자' }));
    const donorForm = screen.getByRole('form', { name: '새 기부자' });
    await user.type(within(donorForm).getByLabelText('이름'), '김하늘');
    await user.type(within(donorForm).getByLabelText('회원 아이디'), 'haneul01');
    await user.type(within(donorForm).getByLabelText('졸업 연도'), '1998');
    await user.click(within(donorForm).getByRole('button', { name: '기부자 저장' }));

    const entry = await screen.findByRole('form', { name: '김하늘 기부 입력' });
    await user.clear(within(entry).getByLabelText('기부일'));
    await user.type(within(entry).getByLabelText('기부일'), '2026-03-02');
    await user.type(within(entry).getByLabelText('금액(원)'), '0');
    await user.click(within(entry).getByRole('button', { name: '기부 입력' }));
    expect(await within(entry).findByRole('alert')).toHaveTextContent(
      '금액은 1원 이상이어야 합니다.',
    );
    await user.clear(within(entry).getByLabelText('금액(원)'));
    await user.type(within(entry).getByLabelText('금액(원)'), '1,000,000');
    await user.click(within(entry).getByRole('button', { name: '기부 입력' }));
    const table = await screen.findByRole('table', { name: '기부 내역' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '2026.03.02김하늘장학기금계좌이체100만원',
    );
    expect(screen.getByText(/2026년 1건, 합계/u)).toHaveTextContent('100만원');
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(within(table).getByRole('button', { name: /^정정: 2026\.03\.02 김하늘/u }));
    const correction = screen.getByRole('form', { name: '김하늘 기부 정정' });
    await user.clear(within(correction).getByLabelText('금액(원)'));
    await user.type(within(correction).getByLabelText('금액(원)'), '1200000');
    await user.click(within(correction).getByRole('button', { name: '정정 저장' }));
    expect(
      await within(correction).findByText('고치거나 취소하는 까닭을 적어 주세요.'),
    ).toBeInTheDocument();
    await user.type(within(correction).getByLabelText(/정정 사유/u), '통장 확인 결과 120만원');
    await user.click(within(correction).getByRole('button', { name: '정정 저장' }));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: '기부 내역' })).toHaveTextContent('120만원'),
    );

    await user.click(
      screen.getByRole('button', { name: /^기부 취소: 2026\.03\.02 김하늘 120만원/u }),
    );
    await user.type(screen.getByLabelText(/취소 사유/u), '이중 입력');
    await user.click(screen.getByRole('button', { name: '기부 취소' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: '기부 내역' })).toBeNull());
    expect(screen.getByText(/2026년 0건/u)).toBeInTheDocument();
    expect(actions(world)).toEqual([
      // The form refused the 0 won and the missing reason itself: nothing was sent.
      'donor.create',
      'donation.record',
      'donation.correct',
      'donation.cancel',
    ]);
  });

  it('장학금 지급·기부금 공개: records and removes a payment, and publishes a year’s uses', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const world = await officeWorld();
    renderApp({ path: '/admin/donations/scholarships', world });
    const form = await screen.findByRole('form', { name: '장학금 지급 입력' });
    await user.clear(within(form).getByLabelText('지급 연도'));
    await user.type(within(form).getByLabelText('지급 연도'), '2025');
    await user.type(within(form).getByLabelText('장학생 수'), '12');
    await user.type(within(form).getByLabelText('지급액(원)'), '24,000,000');
    await user.click(within(form).getByRole('button', { name: '장학금 지급 기록' }));
    const table = await screen.findByRole('table', { name: '장학금 지급 기록' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2025년장학기금12명2,400만원');
    expect(await seriousAxeFindings()).toEqual([]);

    await user.selectOptions(screen.getByLabelText('공개할 연도'), '2025년');
    const disclosure = screen.getByRole('form', { name: '2025년 기부금 공개' });
    await user.click(within(disclosure).getByRole('button', { name: '용도 더하기' }));
    await user.type(within(disclosure).getByLabelText('1. 용도'), '장학금 수여식 행사비');
    await user.type(within(disclosure).getByLabelText('1. 금액(원)'), '3,000,000');
    await user.click(within(disclosure).getByRole('button', { name: '2025년 공개 저장' }));
    await waitFor(() => expect(actions(world)).toContain('disclosure.save'));
    expect((await world.publicDonationApi.donationDisclosure())[0]).toMatchObject({
      year: 2025,
      scholarshipAmount: 24_000_000,
      uses: [{ purpose: '장학금 수여식 행사비', amount: 3_000_000 }],
      usedAmount: 27_000_000,
    });

    await user.click(
      within(screen.getByRole('table', { name: '장학금 지급 기록' })).getByRole('button', {
        name: /^지우기: 2025년 장학기금/u,
      }),
    );
    expect(await screen.findByText('아직 기록한 장학금 지급이 없습니다.')).toBeInTheDocument();
    expect(actions(world)).toEqual(['scholarship.record', 'disclosure.save', 'scholarship.delete']);
  });

  it('은행 거래내역 가져오기: previews a CSV, lets the office pick a namesake, imports once', async () => {
    const user = userEvent.setup();
    const world = await officeWorld();
    const haneul = await world.officeDonationApi.createDonor(
      donorDraftFor({ userId: 'haneul01', name: '김하늘' }),
    );
    const twins = [
      await world.officeDonationApi.createDonor({
        ...donorDraftFor({ userId: 'x', name: '박바다' }),
        memberId: null,
        graduationYear: 1990,
      }),
      await world.officeDonationApi.createDonor({
        ...donorDraftFor({ userId: 'x', name: '박바다' }),
        memberId: null,
        graduationYear: 2001,
      }),
    ];
    const statement = [
      '거래일시,기재내용,출금액(원),입금액(원)',
      '2025.03.02 09:12:33,김하늘,0,"1,000,000"',
      '2025.03.03,박바다,,"300,000"',
      '2025.03.04,처음보는분,,"50,000"',
    ].join('\n');
    renderApp({ path: '/admin/donations/import', world });
    await user.upload(
      await screen.findByLabelText('거래내역 파일 (XLSX, CSV)'),
      new File([statement], '거래내역.csv', { type: 'text/csv' }),
    );
    const table = await screen.findByRole('table', { name: '가져올 거래' });
    expect(
      within(table).getByRole('checkbox', { name: '가져오기: 2번째 줄 김하늘' }),
    ).toBeChecked();
    expect(
      within(table).getByRole('checkbox', { name: '가져오기: 4번째 줄 처음보는분' }),
    ).toBeDisabled();
    expect(within(table).getByText(/기부자가 없습니다/u)).toBeInTheDocument();
    expect(screen.getByText(/입금 3건 중/u)).toHaveTextContent('1건, 합계 100만원을 가져옵니다.');
    await user.selectOptions(
      within(table).getByRole('combobox', { name: '기부자 고르기: 3번째 줄 박바다' }),
      '박바다 (2001년 졸업)',
    );
    expect(screen.getByText(/입금 3건 중/u)).toHaveTextContent('2건, 합계 130만원을 가져옵니다.');
    // A depositor no donor matches is registered from the preview, the name already typed.
    await user.click(
      within(table).getByRole('button', { name: '새 기부자로 등록: 4번째 줄 처음보는분' }),
    );
    const newDonor = screen.getByRole('form', { name: '새 기부자' });
    expect(within(newDonor).getByLabelText('이름')).toHaveValue('처음보는분');
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(newDonor).getByRole('button', { name: '기부자 저장' }));
    await waitFor(() =>
      expect(
        within(table).getByRole('checkbox', { name: '가져오기: 4번째 줄 처음보는분' }),
      ).toBeChecked(),
    );
    expect(within(table).getByText('(새로 등록함)')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '새 기부자' })).toBeNull();
    expect(screen.getByText(/입금 3건 중/u)).toHaveTextContent('3건, 합계 135만원을 가져옵니다.');
    await user.click(screen.getByRole('button', { name: '3건 가져오기' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: '가져올 거래' })).toBeNull());
    const imported = await world.officeDonationApi.officeDonations({ year: 2025 });
    const byAmount = [...imported.items].sort((a, b) => b.amount - a.amount);
    expect(byAmount.map((each) => [each.donorId, each.donorName, each.amount])).toEqual([
      [haneul, '김하늘', 1_000_000],
      [twins[1], '박바다', 300_000],
      [expect.any(String), '처음보는분', 50_000],
    ]);

    // The same file again: nothing can be imported twice.
    await user.upload(
      screen.getByLabelText('거래내역 파일 (XLSX, CSV)'),
      new File([statement], '거래내역.csv', { type: 'text/csv' }),
    );
    const again = await screen.findByRole('table', { name: '가져올 거래' });
    expect(within(again).getAllByText(/이미 가져온 거래입니다/u)).toHaveLength(3);
    expect(
      within(again).getByRole('checkbox', { name: '가져오기: 2번째 줄 김하늘' }),
    ).toBeDisabled();
    expect(actions(world)).toEqual([
      'donor.create',
      'donor.create',
      'donor.create',
      'donor.create',
      'donation.import',
    ]);
  });
});
