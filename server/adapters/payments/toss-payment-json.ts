import type {
  PaymentProvider,
  PaymentWebhookEvent,
  ProviderPayment,
  ProviderPaymentMethod,
  ProviderPaymentStatus,
  WebhookDelivery,
} from '../../application/payments/ports';

/**
 * Toss Payments' JSON (API v1, the Payment object and the webhook bodies) read into our types.
 * Nothing of Toss's shapes leaves this folder. The sandbox speaks the same wire format for its
 * webhooks, so it reads them here too.
 */

const STATUSES: Readonly<Record<string, ProviderPaymentStatus>> = {
  READY: 'pending',
  IN_PROGRESS: 'pending',
  WAITING_FOR_DEPOSIT: 'awaitingDeposit',
  DONE: 'paid',
  CANCELED: 'cancelled',
  PARTIAL_CANCELED: 'partiallyCancelled',
  ABORTED: 'failed',
  EXPIRED: 'expired',
};

/** Toss's status word for ours (the sandbox and the stand-in write them). */
export const TOSS_STATUS_OF: Readonly<Record<ProviderPaymentStatus, string>> = {
  pending: 'IN_PROGRESS',
  awaitingDeposit: 'WAITING_FOR_DEPOSIT',
  paid: 'DONE',
  cancelled: 'CANCELED',
  partiallyCancelled: 'PARTIAL_CANCELED',
  failed: 'ABORTED',
  expired: 'EXPIRED',
};

/** Toss names methods in Korean in API v1. */
const METHODS: Readonly<Record<string, ProviderPaymentMethod>> = {
  카드: 'card',
  계좌이체: 'transfer',
  가상계좌: 'virtualAccount',
  간편결제: 'easyPay',
  CARD: 'card',
  TRANSFER: 'transfer',
  VIRTUAL_ACCOUNT: 'virtualAccount',
  EASY_PAY: 'easyPay',
};

/** The banks' codes Toss uses for virtual accounts, as donors name the banks. */
const BANKS: Readonly<Record<string, string>> = {
  '02': 'KDB산업은행',
  '03': 'IBK기업은행',
  '06': 'KB국민은행',
  '07': 'Sh수협은행',
  '11': 'NH농협은행',
  '12': '단위농협',
  '20': '우리은행',
  '23': 'SC제일은행',
  '27': '씨티은행',
  '31': 'iM뱅크',
  '32': '부산은행',
  '34': '광주은행',
  '35': '제주은행',
  '37': '전북은행',
  '39': '경남은행',
  '45': '새마을금고',
  '48': '신협',
  '71': '우체국',
  '81': '하나은행',
  '88': '신한은행',
  '89': '케이뱅크',
  '90': '카카오뱅크',
  '92': '토스뱅크',
};

export function bankName(code: string): string {
  return BANKS[code] ?? code;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const wholeWon = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
const instant = (value: unknown): Date | null => {
  const raw = text(value);
  if (raw === null) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
};

export class MalformedPaymentAnswer extends Error {
  override readonly name = 'MalformedPaymentAnswer';
}

/** A Payment object as ours; throws MalformedPaymentAnswer when a field we rely on is missing. */
export function readTossPayment(json: unknown, provider: PaymentProvider): ProviderPayment {
  if (!isObject(json)) throw new MalformedPaymentAnswer('not an object');
  const paymentKey = text(json.paymentKey);
  const orderId = text(json.orderId);
  const status = STATUSES[String(json.status)];
  const amount = wholeWon(json.totalAmount);
  if (!paymentKey || !orderId || !status || amount === null) {
    throw new MalformedPaymentAnswer('a Payment without its key, order, status or amount');
  }
  const account = isObject(json.virtualAccount) ? json.virtualAccount : null;
  const secret = text(json.secret);
  const failure = isObject(json.failure) ? json.failure : null;
  const receipt = isObject(json.receipt) ? json.receipt : null;
  const dueDate = account ? instant(account.dueDate) : null;
  const accountNumber = account ? text(account.accountNumber) : null;
  if (account && secret && (!dueDate || !accountNumber)) {
    throw new MalformedPaymentAnswer('a virtual account without its number or due date');
  }
  return {
    provider,
    paymentKey,
    orderId,
    status,
    amount,
    balanceAmount: wholeWon(json.balanceAmount) ?? amount,
    method: METHODS[String(json.method)] ?? 'other',
    approvedAt: instant(json.approvedAt),
    virtualAccount:
      account && secret && dueDate && accountNumber
        ? {
            bank: bankName(text(account.bankCode) ?? text(account.bank) ?? ''),
            accountNumber,
            holderName: text(account.customerName) ?? '',
            dueDate,
            depositSecret: secret,
          }
        : null,
    receiptUrl: receipt ? text(receipt.url) : null,
    failure: failure
      ? { code: text(failure.code) ?? '', message: text(failure.message) ?? '' }
      : null,
  };
}

/** A masked card as Toss answers it: `{ issuerCode, number }` or `cardCompany`/`cardNumber`. */
export function cardLabel(json: Json): string {
  const card = isObject(json.card) ? json.card : {};
  const company = text(json.cardCompany) ?? text(card.company) ?? '';
  const number = text(json.cardNumber) ?? text(card.number) ?? '';
  const grouped = number.replace(/(.{4})(?=.)/gu, '$1-');
  return [company ? `${company.replace(/카드$/u, '')}카드` : '카드', grouped]
    .filter(Boolean)
    .join(' ');
}

function bodyOf(delivery: WebhookDelivery): unknown {
  const { body } = delivery;
  if (typeof body === 'string' || body instanceof Uint8Array) {
    try {
      return JSON.parse(typeof body === 'string' ? body : Buffer.from(body).toString('utf8'));
    } catch {
      return null;
    }
  }
  return body;
}

/**
 * A webhook body: `{ eventType: 'PAYMENT_STATUS_CHANGED', createdAt, data: Payment }`, or a
 * deposit callback — flat `{ createdAt, secret, status, transactionKey, orderId }` as Toss sends
 * it, or wrapped `{ eventType: 'DEPOSIT_CALLBACK', data: {…} }`. Anything else is null.
 */
export function readTossWebhook(delivery: WebhookDelivery): PaymentWebhookEvent | null {
  const json = bodyOf(delivery);
  if (!isObject(json)) return null;
  if (json.eventType === 'PAYMENT_STATUS_CHANGED') {
    const data = isObject(json.data) ? json.data : null;
    const paymentKey = text(data?.paymentKey);
    const orderId = text(data?.orderId);
    const status = STATUSES[String(data?.status)];
    if (!paymentKey || !orderId || !status) return null;
    const occurredAt = instant(json.createdAt);
    return { kind: 'paymentStatusChanged', paymentKey, orderId, status, occurredAt };
  }
  const deposit =
    json.eventType === 'DEPOSIT_CALLBACK' && isObject(json.data)
      ? { ...json.data, createdAt: json.createdAt ?? json.data.createdAt }
      : json.eventType === undefined
        ? json
        : null;
  if (!deposit) return null;
  const orderId = text(deposit.orderId);
  const secret = text(deposit.secret);
  const status = STATUSES[String(deposit.status)];
  if (!orderId || !secret || !status) return null;
  const occurredAt = instant(deposit.createdAt);
  return { kind: 'depositCallback', orderId, secret, status, occurredAt };
}
