import { formatKoreanAmount } from '../shared/format/korean-amount';
import { DUES_KIND_LABELS, type DuesKind } from './dues';
import { orderOutcomeMessage, type PaymentOrder } from './orders';
import { isDonationPurpose } from './purpose';

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
  /** An event's fee (issue 33): its registration and what the events feature named it. */
  readonly event?: EventFeeReference | null;
  readonly donor: { readonly memberId: string | null };
  readonly wantsReceipt: boolean;
}

/** What an event fee's order keeps of its registration: the id, and the fee's name. */
export interface EventFeeReference {
  readonly registrationId: string;
  /** 제44회 체육대회 참가비, as the events feature named it when the order was made. */
  readonly name: string;
}

/** An e-mail address as the thank-you page shows it: h***@example.com. */
export function maskedEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** What an order is for, in a few words: the fund's name, 2026년 연회비, or the event's fee. */
export function orderSubject(
  order: Pick<OrderForTexts, 'dues' | 'event'>,
  fundName: string | null,
): string {
  if (order.event) return order.event.name;
  if (order.dues) {
    const label = DUES_KIND_LABELS[order.dues.kind];
    return order.dues.year === null ? label : `${order.dues.year}년 ${label}`;
  }
  return fundName ?? '장학기금';
}

/** The payment window's title: 장학기금 기부 3만원. */
export function orderNameOf(
  order: Pick<OrderForTexts, 'dues' | 'event' | 'purpose' | 'amount'>,
  fundName: string | null,
): string {
  const subject = orderSubject(order, fundName);
  const what = isDonationPurpose(order.purpose) ? `${subject} 기부` : subject;
  return `${what} ${formatKoreanAmount(order.amount)}`;
}

/**
 * An event's fee paid after its registration was cancelled or released (its pay-by passed), or
 * paid twice: the fee is not kept, and goes back by the way it came.
 */
export const UNKEPT_FEE_MESSAGE =
  '결제는 되었지만 참가 신청이 이미 취소되었거나(결제 기한이 지난 경우 포함) 참가비를 이미 내셨습니다. 이번에 결제하신 참가비는 자동으로 환불해 드립니다. 카드 결제는 카드사에 따라 취소가 반영되기까지 며칠 걸릴 수 있습니다.';

/** What happened and what comes next, for the thank-you page. */
export function orderNextSteps(order: OrderForTexts): string {
  switch (order.state) {
    case 'paid':
      if (order.purpose === 'event') {
        return order.donor.memberId
          ? '참가비 결제가 확인되어 참가 신청이 확정되었습니다. 신청 내용은 내 정보의 행사 신청에서 보실 수 있습니다.'
          : '참가비 결제가 확인되어 참가 신청이 확정되었습니다. 신청 내용은 신청 확인 메일의 링크에서 보실 수 있습니다.';
      }
      if (order.purpose === 'dues') {
        return '회비 납부가 확인되었습니다. 납부 확인서는 내 정보의 회비에서 보고 인쇄하실 수 있습니다.';
      }
      if (!order.wantsReceipt) return '소중한 기부에 감사드립니다. 감사 메일을 보내 드렸습니다.';
      return order.donor.memberId
        ? '소중한 기부에 감사드립니다. 기부금영수증은 내 정보의 기부 내역에서 바로 받으실 수 있고, 다음 해 1월에 한 해의 영수증을 메일로 보내 드립니다.'
        : '소중한 기부에 감사드립니다. 다음 해 1월에 한 해의 기부금영수증을 메일로 보내 드립니다. 회원으로 가입하시면 내 정보에서 기부 내역과 영수증을 보실 수 있습니다.';
    case 'awaitingDeposit':
      return order.purpose === 'event'
        ? '아래 계좌로 기한 안에 입금해 주시면 확인되는 대로 참가 신청을 확정하고 메일로 알려 드립니다. 기한이 지나면 신청은 취소됩니다.'
        : '아래 계좌로 기한 안에 입금해 주시면 확인되는 대로 메일로 알려 드립니다.';
    case 'confirming':
      return '결제를 확인하고 있습니다. 확인되는 대로 메일로 알려 드립니다.';
    case 'created':
      return '아직 결제가 끝나지 않았습니다.';
    case 'refunded':
      return order.purpose === 'event'
        ? '참가 신청이 취소되어 참가비를 돌려 드렸습니다. 카드 결제는 카드사에 따라 취소가 반영되기까지 며칠 걸릴 수 있습니다.'
        : '결제한 금액을 돌려 드렸습니다.';
    default:
      return orderOutcomeMessage(order) ?? '';
  }
}

/** A method the site does not offer now. */
export const METHOD_NOT_OFFERED =
  '지금은 이 결제 수단을 쓸 수 없습니다. 다른 결제 수단을 골라 주세요.';
