import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { donorDraftFor } from '../../support/donations';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

const FILE_LABEL = '거래내역 파일 (XLSX, CSV)';

describe('은행 거래내역 가져오기: the banks’ layouts (issue 29 item 6)', () => {
  it('reads 국민은행’s 보낸분/받는분 as the depositor, and refuses a layout it cannot place', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
    addMember(world, { userId: 'haneul01', name: '김하늘' });
    await signInAs(world, 'office1');
    await world.officeDonationApi.createDonor(
      donorDraftFor({ userId: 'haneul01', name: '김하늘' }),
    );
    renderApp({ path: '/admin/donations/import', world });

    const statement = [
      '거래내역조회',
      '계좌번호,123456-01-234567',
      '거래일시,적요,보낸분/받는분,송금메모,출금액(원),입금액(원),잔액(원),거래점,구분',
      '2025.03.02 09:12:33,타행이체,김하늘,장학기금,0,"1,000,000","1,000,000",신한,입금',
      '2025.03.03 10:00:00,자동이체,관리비,,"200,000",0,"800,000",본점,출금',
      '합계,,,,"200,000","1,000,000",,,',
    ].join('\n');
    await user.upload(
      await screen.findByLabelText(FILE_LABEL),
      new File([statement], '국민은행.csv', { type: 'text/csv' }),
    );
    const table = await screen.findByRole('table', { name: '가져올 거래' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(
      within(table).getByRole('checkbox', { name: '가져오기: 4번째 줄 김하늘' }),
    ).toBeChecked();
    expect(within(table).queryByText('타행이체')).toBeNull();
    expect(within(table).queryByRole('button', { name: /새 기부자로 등록/u })).toBeNull();
    // The preview names the layout it read, checked against a real 국민은행 export.
    expect(screen.getByText('국민은행 거래내역의 열 배치로 읽었습니다.')).toBeInTheDocument();

    const unnamed = [
      '거래일시,적요,출금액(원),입금액(원),잔액(원),거래점,구분',
      '2025.03.02 09:12:33,타행이체,0,"1,000,000","1,000,000",신한,입금',
    ].join('\n');
    await user.upload(
      screen.getByLabelText(FILE_LABEL),
      new File([unnamed], '거래내역.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '입금자 열을 찾지 못했습니다(찾은 열: 거래일시, 적요, 출금액(원), 입금액(원), 잔액(원), 거래점, 구분).',
    );
    expect(screen.queryByRole('table', { name: '가져올 거래' })).toBeNull();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('names the bank layout it read, and asks to check one not yet confirmed by a real export', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
    await signInAs(world, 'office1');
    renderApp({ path: '/admin/donations/import', world });
    const statement = [
      '거래일자,거래시간,적요,출금(원),입금(원),내용,잔액(원),거래점',
      '2025-03-02,09:12:33,타행이체,0,"50,000",박서준,"50,000",을지로',
    ].join('\n');
    await user.upload(
      await screen.findByLabelText(FILE_LABEL),
      new File([statement], '신한은행.csv', { type: 'text/csv' }),
    );
    await screen.findByRole('table', { name: '가져올 거래' });
    expect(
      screen.getByText(/^신한은행 거래내역의 열 배치로 읽었습니다\. 이 은행의 열 배치는 실제/u),
    ).toHaveTextContent('입금자와 금액이 맞는지 표에서 살펴 주세요.');
  });
});
