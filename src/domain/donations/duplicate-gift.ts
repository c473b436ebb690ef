import { formatDate } from '../shared/format/date-format';
import { formatKoreanAmount } from '../shared/format/korean-amount';

/**
 * A gift typed by hand that likely repeats one already entered (issue 29 item 7): the same
 * donor, fund, day and amount as a gift that stands (not cancelled). The office is warned and
 * enters it only when it confirms that it is a second gift.
 */
export interface GiftIdentity {
  readonly donorId: string;
  readonly fundId: string;
  readonly donatedOn: string;
  readonly amount: number;
}

export function isSameGift(a: GiftIdentity, b: GiftIdentity): boolean {
  return (
    a.donorId === b.donorId &&
    a.fundId === b.fundId &&
    a.donatedOn === b.donatedOn &&
    a.amount === b.amount
  );
}

/** The warning, naming the gift already entered. */
export function likelyDuplicateWarning(existing: {
  readonly donorName: string;
  readonly fundName: string;
  readonly donatedOn: string;
  readonly amount: number;
}): string {
  return `${existing.donorName} 님의 ${formatDate(existing.donatedOn)} ${existing.fundName} ${formatKoreanAmount(existing.amount)} 기부가 이미 입력되어 있습니다. 같은 기부를 두 번 입력하는 것이 아닌지 확인해 주세요.`;
}
