import { formatNumber } from '../shared/format/number-format';

/**
 * What the audit log keeps of a donation corrected or cancelled (the console's 내용 column): the
 * amount before and after, and the office's reason. No donor's name: the log is kept for years,
 * and names are read from the records when shown.
 */
export function donationChangeDetail(
  change:
    | { readonly kind: 'correct'; readonly before: number; readonly after: number }
    | { readonly kind: 'cancel'; readonly before: number },
  reason: string,
): string {
  const amount =
    change.kind === 'cancel'
      ? `취소한 금액 ${formatNumber(change.before)}원`
      : change.before === change.after
        ? `금액 ${formatNumber(change.before)}원 (그대로)`
        : `금액 ${formatNumber(change.before)}원 → ${formatNumber(change.after)}원`;
  return `${amount} · 사유: ${reason}`;
}
