import type { PaymentFailureReason } from '../../../src/domain/payments';
import { PaymentDeclined } from '../../application/payments/ports';

/**
 * Toss Payments' error codes the donor may meet, in words for the donor. Toss's own message is
 * Korean too, but written for the merchant (it names fields); unknown codes get the generic one.
 */
const DONOR_MESSAGES: Readonly<Record<string, string>> = {
  REJECT_CARD_COMPANY:
    '카드사에서 결제를 거절했습니다. 카드사에 문의하시거나 다른 카드로 결제해 주세요.',
  INVALID_REJECT_CARD:
    '카드사에서 결제를 거절했습니다. 카드사에 문의하시거나 다른 카드로 결제해 주세요.',
  REJECT_CARD_PAYMENT: '한도 초과 또는 잔액 부족으로 결제가 거절되었습니다.',
  INVALID_CARD_EXPIRATION: '카드 유효기간을 다시 확인해 주세요.',
  INVALID_STOPPED_CARD: '정지된 카드입니다. 다른 카드로 결제해 주세요.',
  INVALID_CARD_NUMBER: '카드 번호를 다시 확인해 주세요.',
  INVALID_CARD_LOST_OR_STOLEN: '분실 또는 도난 신고된 카드입니다. 다른 카드로 결제해 주세요.',
  EXCEED_MAX_AMOUNT: '결제 한도를 넘는 금액입니다. 금액을 줄이거나 다른 결제 수단을 이용해 주세요.',
  EXCEED_MAX_DAILY_PAYMENT_COUNT: '하루 결제 횟수를 넘었습니다. 내일 다시 시도해 주세요.',
  BELOW_MINIMUM_AMOUNT: '결제할 수 있는 최소 금액보다 적습니다.',
  NOT_FOUND_PAYMENT: '결제 정보를 찾을 수 없습니다. 처음부터 다시 결제해 주세요.',
  NOT_FOUND_PAYMENT_SESSION: '결제 시간이 지났습니다. 처음부터 다시 결제해 주세요.',
  ALREADY_PROCESSED_PAYMENT: '이미 처리된 결제입니다.',
  DUPLICATED_ORDER_ID: '이미 처리된 주문입니다.',
  PROVIDER_ERROR: '결제 회사에 일시적인 오류가 있습니다. 잠시 후 다시 시도해 주세요.',
  COMMON_ERROR: '결제 회사에 일시적인 오류가 있습니다. 잠시 후 다시 시도해 주세요.',
  NOT_CANCELABLE_AMOUNT: '취소할 수 없는 금액입니다.',
  NOT_CANCELABLE_PAYMENT: '취소할 수 없는 결제입니다.',
  ALREADY_CANCELED_PAYMENT: '이미 취소된 결제입니다.',
  NOT_MATCHES_CUSTOMER_KEY: '등록된 카드의 주인과 결제하는 회원이 다릅니다.',
  INVALID_BILL_KEY_REQUEST: '카드 등록 정보가 올바르지 않습니다. 카드를 다시 등록해 주세요.',
  UNAUTHORIZED_KEY: '결제 설정에 문제가 있어 결제할 수 없습니다. 총동문회 사무국에 알려 주세요.',
  INVALID_API_KEY: '결제 설정에 문제가 있어 결제할 수 없습니다. 총동문회 사무국에 알려 주세요.',
};

const GENERIC =
  '결제가 처리되지 않았습니다. 잠시 후 다시 시도하시거나 다른 결제 수단을 이용해 주세요.';

/** Codes whose request may succeed when sent again later. */
const TEMPORARY = new Set(['PROVIDER_ERROR', 'COMMON_ERROR']);

/** A Toss error answer `{ code, message }` as our refusal; a 429 may be sent again later. */
export function tossDeclined(code: string, httpStatus?: number): PaymentDeclined {
  const temporary = TEMPORARY.has(code) || httpStatus === 429;
  const message = DONOR_MESSAGES[code] ?? (temporary ? DONOR_MESSAGES.PROVIDER_ERROR : undefined);
  return new PaymentDeclined(code, message ?? GENERIC, temporary, reasonOf(code, temporary));
}

const REASONS: Readonly<Record<string, PaymentFailureReason>> = {
  REJECT_CARD_COMPANY: 'cardDeclined',
  INVALID_REJECT_CARD: 'cardDeclined',
  INVALID_STOPPED_CARD: 'cardDeclined',
  INVALID_CARD_LOST_OR_STOLEN: 'cardDeclined',
  REJECT_CARD_PAYMENT: 'insufficientFunds',
  EXCEED_MAX_AMOUNT: 'insufficientFunds',
  INVALID_CARD_EXPIRATION: 'invalidCard',
  INVALID_CARD_NUMBER: 'invalidCard',
};

/** A Toss code in the order's words. */
function reasonOf(code: string, temporary: boolean): PaymentFailureReason {
  return REASONS[code] ?? (temporary ? 'providerUnavailable' : 'rejected');
}
