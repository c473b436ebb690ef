import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ImportPreviewLine,
  ONLINE_ORDER_DONOR,
  TRANSFER_AMOUNT_DIFFERS,
} from '../../../src/domain/donations/bank-statement';
import { ImportPreviewTable } from '../../../src/ui/donations/office/ImportPreviewTable';
import { seriousAxeFindings } from '../support/axe';

function aLine(overrides: Partial<ImportPreviewLine>): ImportPreviewLine {
  return {
    row: 2,
    donatedOn: '2026-11-28',
    amount: 30_000,
    name: 'K7M2Q9A',
    memo: '',
    bankReference: 'ref-2',
    phone: '',
    memberId: '',
    problems: [],
    donor: null,
    candidates: [],
    importedBefore: false,
    likelyDuplicate: false,
    transfer: null,
    ...overrides,
  };
}

const TRANSFER = {
  reference: 'K7M2Q9A',
  donorName: '김기부',
  what: '장학기금',
  amount: 30_000,
  amountMatches: true,
};

describe('the statement preview’s deposits for online orders (issue 31, item 2)', () => {
  it('names the order’s donor and what it was for, importable without choosing a donor', async () => {
    render(
      <ImportPreviewTable
        lines={[
          aLine({ transfer: TRANSFER }),
          aLine({
            row: 3,
            bankReference: 'ref-3',
            amount: 20_000,
            transfer: { ...TRANSFER, amountMatches: false },
          }),
        ]}
        choices={[
          { included: true, donorId: ONLINE_ORDER_DONOR },
          { included: true, donorId: ONLINE_ORDER_DONOR },
        ]}
        onChoose={() => undefined}
        onRegister={() => undefined}
      />,
    );
    expect(screen.getAllByText('김기부')).toHaveLength(2);
    expect(screen.getAllByText(/온라인 신청 · 장학기금 3만원/u)).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: '가져오기: 2번째 줄 K7M2Q9A' })).toBeChecked();
    // Another amount than asked: shown, never taken in.
    const differs = screen.getByRole('checkbox', { name: '가져오기: 3번째 줄 K7M2Q9A' });
    expect(differs).toBeDisabled();
    expect(screen.getByText(TRANSFER_AMOUNT_DIFFERS)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /새 기부자로 등록/u })).toBeNull();
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
