import {
  DUES_KIND_LABELS,
  ORDER_STATE_LABELS,
  orderOutcomeMessage,
  type PaymentOutcome,
  paymentDocumentFor,
} from '../../../src/domain/payments';
import { formatKoreanAmount } from '../../../src/domain/shared/format/korean-amount';
import type { StoredOrder } from './orders-port';

/** An e-mail address as the thank-you page shows it: h***@example.com. */
export function maskedEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** What an order is for, in a few words: the fund's name, or 2026년 연회비. */
export function orderSubject(order: StoredOrder, fundName: string | null): string {
  if (order.dues) {
    const label = DUES_KIND_LABELS[order.dues.kind];
    return order.dues.year === null ? label : `${order.dues.year}년 ${label}`;
  }
  return fundName ?? '장학기금';
}

/** The payment window's title: 장학기금 기부 3만원. */
export function orderNameOf(order: StoredOrder, fundName: string | null): string {
  const subject = orderSubject(order, fundName);
  const what = order.purpose === 'dues' ? subject : `${subject} 기부`;
  return `${what} ${formatKoreanAmount(order.amount)}`;
}

function nextSteps(order: StoredOrder): string {
  const where = order.donor.memberId ? ' 내 정보에서도 확인하실 수 있습니다.' : '';
  switch (order.state) {
    case 'paid':
      if (order.purpose === 'dues') {
        return `회비 납부가 확인되었습니다. 납부 확인서를 메일로 보내 드렸습니다.${where}`;
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

export function outcomeOf(
  order: StoredOrder,
  fundName: string | null,
  sandbox: boolean,
): PaymentOutcome {
  const document = paymentDocumentFor(order.purpose);
  return {
    orderId: order.orderId,
    purpose: order.purpose,
    state: order.state,
    stateLabel: ORDER_STATE_LABELS[order.state],
    message: nextSteps(order),
    amount: order.amount,
    method: order.method,
    what: orderSubject(order, fundName),
    deposit:
      order.deposit && order.depositDueAt
        ? {
            bank: order.deposit.bank,
            accountNumber: order.deposit.accountNumber,
            holderName: order.deposit.holderName,
            dueAt: order.depositDueAt,
            reference: order.transferReference,
          }
        : null,
    document: document === 'donationReceipt' && !order.wantsReceipt ? null : document,
    emailMasked: maskedEmail(order.donor.email),
    member: order.donor.memberId !== null,
    sandbox,
  };
}
