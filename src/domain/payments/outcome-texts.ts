import { formatKoreanAmount } from '../shared/format/korean-amount';
import { DUES_KIND_LABELS, type DuesKind } from './dues';
import { orderOutcomeMessage, type PaymentOrder } from './orders';

/**
 * What the thank-you page and the payment window say of an order (issue 31), for the server and
 * the SPA's fake backend alike: what it is for, its window title, the masked address the mail
 * went to, and what happens next.
 */

/** What an order needs for these texts, whatever else its store keeps. */
export interface OrderForTexts extends Pick<
  PaymentOrder,
  'purpose' | 'amount' | 'state' | 'failure'
> {
  readonly dues: { readonly kind: DuesKind; readonly year: number | null } | null;
  readonly donor: { readonly memberId: string | null };
  readonly wantsReceipt: boolean;
}

/** An e-mail address as the thank-you page shows it: h***@example.com. */
export function maskedEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** What an order is for, in a few words: the fund's name, or 2026년 연회비. */
export function orderSubject(order: Pick<OrderForTexts, 'dues'>, fundName: string | null): string {
  if (order.dues) {
    const label = DUES_KIND_LABELS[order.dues.kind];
    return order.dues.year === null ? label : `${order.dues.year}년 ${label}`;
  }
  return fundName ?? '장학기금';
}

/** The payment window's title: 장학기금 기부 3만원. */
export function orderNameOf(
  order: Pick<OrderForTexts, 'dues' | 'purpose' | 'amount'>,
  fundName: string | null,
): string {
  const subject = orderSubject(order, fundName);
  const what = order.purpose === 'dues' ? subject : `${subject} 기부`;
  return `${what} ${formatKoreanAmount(order.amount)}`;
}

/** What happened and what comes next, for the thank-you page. */
export function orderNextSteps(order: OrderForTexts): string {
  switch (order.state) {
    case 'paid':
      if (order.purpose === 'dues') {
        return '회비 납부가 확인되었습니다. 납부 확인서는 내 정보의 회비에서 보고 인쇄하실 수 있습니다.';
      }
      if (!order.wantsReceipt) return '소중한 기부에 감사드립니다. 감사 메일을 보내 드렸습니다.';
      return order.donor.memberId
        ? '소중한 기부에 감사드립니다. 기부금영수증은 내 정보의 기부 내역에서 바로 받으실 수 있고, 다음 해 1월에 한 해의 영수증을 메일로 보내 드립니다.'
        : '소중한 기부에 감사드립니다. 다음 해 1월에 한 해의 기부금영수증을 메일로 보내 드립니다. 회원으로 가입하시면 내 정보에서 기부 내역과 영수증을 보실 수 있습니다.';
    case 'awaitingDeposit':
      return '아래 계좌로 기한 안에 입금해 주시면 확인되는 대로 메일로 알려 드립니다.';
    case 'confirming':
      return '결제를 확인하고 있습니다. 확인되는 대로 메일로 알려 드립니다.';
    case 'created':
      return '아직 결제가 끝나지 않았습니다.';
    case 'refunded':
      return '결제한 금액을 돌려 드렸습니다.';
    default:
      return orderOutcomeMessage(order) ?? '';
  }
}

/** A method the site does not offer now. */
export const METHOD_NOT_OFFERED =
  '지금은 이 결제 수단을 쓸 수 없습니다. 다른 결제 수단을 골라 주세요.';
