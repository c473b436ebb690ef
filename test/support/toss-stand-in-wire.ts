import { randomBytes } from 'node:crypto';
import type http from 'node:http';

/** Toss Payments' wire format as the stand-in speaks it (test/support/toss-stand-in.ts). */

export type StandInRoute =
  'confirm' | 'paymentByKey' | 'paymentByOrder' | 'cancel' | 'issueBillingKey' | 'chargeBillingKey';

export interface RecordedRequest {
  readonly route: StandInRoute | null;
  readonly method: string;
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Record<string, unknown> | null;
}

export type TossMethod = '카드' | '가상계좌' | '계좌이체';

export interface StoredPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  method: TossMethod;
  status: string;
  totalAmount: number;
  balanceAmount: number;
  requestedAt: string;
  approvedAt: string | null;
  cardNumber: string | null;
  customerName: string;
  virtualAccount: Record<string, unknown> | null;
  secret: string | null;
  failure: { code: string; message: string } | null;
  cancels: { cancelAmount: number; cancelReason: string; canceledAt: string }[];
  type: 'NORMAL' | 'BILLING';
}

/** Toss's documented error bodies for what the stand-in refuses by itself. */
export const MESSAGES: Record<string, string> = {
  UNAUTHORIZED_KEY: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
  NOT_FOUND_PAYMENT: '존재하지 않는 결제 정보 입니다.',
  ALREADY_PROCESSED_PAYMENT: '이미 처리된 결제 입니다.',
  INVALID_REQUEST: '잘못된 요청입니다.',
  REJECT_CARD_COMPANY: '결제 승인이 거절되었습니다.',
  NOT_CANCELABLE_AMOUNT: '취소 할 수 없는 금액 입니다.',
  ALREADY_CANCELED_PAYMENT: '이미 취소된 결제 입니다.',
  INVALID_BILL_KEY_REQUEST: '빌링 인증이 완료되지 않았거나 만료된 인증 정보입니다.',
  NOT_MATCHES_CUSTOMER_KEY: '빌링 인증 고객키와 결제 요청 고객키가 일치하지 않습니다.',
  DUPLICATED_ORDER_ID: '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.',
  NOT_FOUND: '존재하지 않는 정보 입니다.',
};

export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message = MESSAGES[code] ?? code,
  ) {
    super(message);
  }
}

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** The documented Payment object (the fields the adapter reads, and some it does not). */
export function paymentJson(payment: StoredPayment): Record<string, unknown> {
  return {
    mId: 'tvivarepublica',
    version: '2022-11-16',
    lastTransactionKey: randomBytes(16).toString('hex').toUpperCase(),
    paymentKey: payment.paymentKey,
    orderId: payment.orderId,
    orderName: payment.orderName,
    taxExemptionAmount: 0,
    status: payment.status,
    requestedAt: payment.requestedAt,
    approvedAt: payment.approvedAt,
    useEscrow: false,
    cultureExpense: false,
    card: payment.cardNumber
      ? {
          issuerCode: '41',
          acquirerCode: '41',
          number: masked(payment.cardNumber),
          installmentPlanMonths: 0,
          approveNo: '00000000',
          cardType: '신용',
          ownerType: '개인',
          amount: payment.totalAmount,
        }
      : null,
    virtualAccount: payment.virtualAccount,
    transfer:
      payment.method === '계좌이체' ? { bankCode: '88', settlementStatus: 'INCOMPLETED' } : null,
    mobilePhone: null,
    giftCertificate: null,
    cashReceipt: null,
    cashReceipts: null,
    discount: null,
    cancels: payment.cancels.length > 0 ? payment.cancels : null,
    secret: payment.secret,
    type: payment.type,
    easyPay: null,
    country: 'KR',
    failure: payment.failure,
    isPartialCancelable: true,
    receipt: {
      url: `https://dashboard.tosspayments.com/receipt/redirection?transactionId=${payment.paymentKey}`,
    },
    checkout: { url: `https://api.tosspayments.com/v1/payments/${payment.paymentKey}/checkout` },
    currency: 'KRW',
    totalAmount: payment.totalAmount,
    balanceAmount: payment.balanceAmount,
    suppliedAmount: Math.round(payment.totalAmount / 1.1),
    vat: payment.totalAmount - Math.round(payment.totalAmount / 1.1),
    taxFreeAmount: 0,
    method: payment.method,
  };
}

export function refused(refusal: Refusal): Answer {
  return { status: refusal.status, body: { code: refusal.code, message: refusal.message } };
}

export function masked(cardNumber: string): string {
  return `${cardNumber.slice(0, 8)}****${cardNumber.slice(12, 15)}*`;
}

export function routeOf(
  method: string,
  url: string,
): { route: StandInRoute | null; params: string[] } {
  const path = url.split('?')[0] ?? '';
  const parts = path.split('/').slice(1).map(decodeURIComponent);
  const [v1, kind, first, second, third] = parts;
  if (v1 !== 'v1') return { route: null, params: [] };
  if (kind === 'payments') {
    if (method === 'POST' && first === 'confirm' && !second)
      return { route: 'confirm', params: [] };
    if (method === 'GET' && first === 'orders' && second && !third)
      return { route: 'paymentByOrder', params: [second] };
    if (method === 'GET' && first && !second) return { route: 'paymentByKey', params: [first] };
    if (method === 'POST' && first && second === 'cancel')
      return { route: 'cancel', params: [first] };
  }
  if (kind === 'billing' && method === 'POST') {
    if (first === 'authorizations' && second === 'issue')
      return { route: 'issueBillingKey', params: [] };
    if (first && !second) return { route: 'chargeBillingKey', params: [first] };
  }
  return { route: null, params: [] };
}
