import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Answer,
  MESSAGES,
  masked,
  paymentJson,
  Refusal,
  type RecordedRequest,
  refused,
  routeOf,
  type StandInRoute,
  type StoredPayment,
  type TossMethod,
} from './toss-stand-in-wire';

export type { RecordedRequest, StandInRoute } from './toss-stand-in-wire';

/**
 * A stand-in for Toss Payments' API v1 on loopback (no network here): the documented requests,
 * answers and error bodies, with state, so that the Toss adapter is tested over real HTTP and not
 * against a mock of our own port. The test plays the donor (`authorize`, `registerCard`,
 * `deposit`: what the browser and the bank do at Toss) and flips the failure switches.
 */

export const STAND_IN_DECLINED_CARD = '4000000000000002';

export interface TossStandInOptions {
  readonly secretKey?: string;
  readonly now?: () => Date;
}

export class TossStandIn {
  readonly secretKey: string;
  readonly clientKey = 'test_ck_standIn0000000000000000';
  readonly requests: RecordedRequest[] = [];
  /** Where webhooks go; they wait in a queue until `flushWebhooks`. */
  webhookUrl: string | null = null;
  readonly #server = http.createServer((request, response) => void this.#handle(request, response));
  readonly #payments = new Map<string, StoredPayment>();
  readonly #authKeys = new Map<string, { customerKey: string; cardNumber: string }>();
  readonly #billingKeys = new Map<string, { customerKey: string; cardNumber: string }>();
  readonly #replays = new Map<string, Answer>();
  readonly #failures = new Map<StandInRoute, Refusal[]>();
  readonly #delays = new Map<StandInRoute, number[]>();
  readonly #webhooks: Record<string, unknown>[] = [];
  readonly #now: () => Date;
  #url = '';

  constructor(options: TossStandInOptions = {}) {
    this.secretKey = options.secretKey ?? 'test_sk_standIn0000000000000000';
    this.#now = options.now ?? (() => new Date());
  }

  get url(): string {
    return this.#url;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.#url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  // The switches.

  /** The next call of `route` is refused with this status and code, changing nothing. */
  failNext(route: StandInRoute, status: number, code: string, message?: string): void {
    const queue = this.#failures.get(route) ?? [];
    queue.push(new Refusal(status, code, message));
    this.#failures.set(route, queue);
  }

  /** The next call of `route` is carried out, then answered only after `ms` (a lost answer). */
  delayNext(route: StandInRoute, ms: number): void {
    const queue = this.#delays.get(route) ?? [];
    queue.push(ms);
    this.#delays.set(route, queue);
  }

  // The donor's side at Toss.

  /** The donor finished the payment widget: the redirect's query to the success page. */
  authorize(order: {
    orderId: string;
    orderName: string;
    amount: number;
    method: TossMethod;
    cardNumber?: string;
    customerName?: string;
  }): { paymentKey: string; orderId: string; amount: number } {
    const paymentKey = `tviva${randomBytes(16).toString('hex')}`;
    this.#payments.set(paymentKey, {
      paymentKey,
      orderId: order.orderId,
      orderName: order.orderName,
      method: order.method,
      status: 'IN_PROGRESS',
      totalAmount: order.amount,
      balanceAmount: order.amount,
      requestedAt: this.#iso(),
      approvedAt: null,
      cardNumber: order.method === '카드' ? (order.cardNumber ?? '4330123412341234') : null,
      customerName: order.customerName ?? '김기부',
      virtualAccount: null,
      secret: null,
      failure: null,
      cancels: [],
      type: 'NORMAL',
    });
    return { paymentKey, orderId: order.orderId, amount: order.amount };
  }

  /** The donor finished the card registration: the redirect's `authKey`. */
  registerCard(customerKey: string, cardNumber = '4330123412341234'): string {
    const authKey = `bln_${randomBytes(12).toString('hex')}`;
    this.#authKeys.set(authKey, { customerKey, cardNumber });
    return authKey;
  }

  /** The donor deposits to the order's virtual account: DEPOSIT_CALLBACK and a status change. */
  deposit(orderId: string): void {
    const payment = this.#ofOrder(orderId);
    if (payment?.status !== 'WAITING_FOR_DEPOSIT')
      throw new Error(`nothing to deposit to for ${orderId}`);
    payment.status = 'DONE';
    payment.approvedAt = this.#iso();
    this.#webhooks.push({
      createdAt: this.#iso(),
      secret: payment.secret,
      status: 'DONE',
      transactionKey: randomBytes(8).toString('hex'),
      orderId,
    });
    this.#statusChanged(payment);
  }

  /** Charges of one billing key order, as Toss counts them (for idempotency checks). */
  paymentsOfOrder(orderId: string): number {
    return [...this.#payments.values()].filter((payment) => payment.orderId === orderId).length;
  }

  /**
   * Posts the queued webhooks to `webhookUrl`: each `times` times (Toss sends again until it
   * gets a 200), in order or `reversed`. Resolves once every delivery was answered.
   */
  async flushWebhooks(options: { times?: number; reversed?: boolean } = {}): Promise<number> {
    const events = this.#webhooks.splice(0);
    const ordered = options.reversed ? events.reverse() : events;
    const deliveries = ordered.flatMap((event) => Array<unknown>(options.times ?? 1).fill(event));
    for (const event of deliveries) {
      if (!this.webhookUrl) throw new Error('no webhook URL');
      await fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(event),
      });
    }
    return deliveries.length;
  }

  // The API.

  async #handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> | null;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    const path = request.url ?? '/';
    const { route, params } = routeOf(request.method ?? 'GET', path);
    this.requests.push({
      route,
      method: request.method ?? '',
      path,
      headers: request.headers,
      body,
    });
    const answer = await this.#answer(route, params, request, body);
    const delay = route ? this.#delays.get(route)?.shift() : undefined;
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (response.destroyed) return;
    response.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(answer.body));
  }

  async #answer(
    route: StandInRoute | null,
    params: string[],
    request: http.IncomingMessage,
    body: Record<string, unknown> | null,
  ): Promise<Answer> {
    const expected = `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return refused(new Refusal(401, 'UNAUTHORIZED_KEY'));
    if (!route) return refused(new Refusal(404, 'NOT_FOUND'));
    const failure = this.#failures.get(route)?.shift();
    if (failure) return refused(failure);
    const idempotencyKey = request.headers['idempotency-key'];
    const replayKey = typeof idempotencyKey === 'string' ? `${route}:${idempotencyKey}` : null;
    const replay = replayKey ? this.#replays.get(replayKey) : undefined;
    if (replay) return replay;
    let answer: Answer;
    try {
      answer = { status: 200, body: this.#carryOut(route, params, body ?? {}) };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      answer = refused(error);
    }
    if (replayKey) this.#replays.set(replayKey, answer);
    return answer;
  }

  #carryOut(route: StandInRoute, params: string[], body: Record<string, unknown>): unknown {
    const [param = ''] = params;
    switch (route) {
      case 'paymentByKey':
        return paymentJson(this.#found(this.#payments.get(param)));
      case 'paymentByOrder':
        return paymentJson(this.#found(this.#ofOrder(param)));
      case 'confirm':
        return this.#confirm(body);
      case 'cancel':
        return this.#cancel(this.#found(this.#payments.get(param)), body);
      case 'issueBillingKey':
        return this.#issueBillingKey(body);
      case 'chargeBillingKey':
        return this.#charge(param, body);
    }
  }

  #confirm(body: Record<string, unknown>): unknown {
    const payment = this.#payments.get(String(body.paymentKey));
    if (!payment || payment.orderId !== body.orderId) throw new Refusal(404, 'NOT_FOUND_PAYMENT');
    if (payment.status !== 'IN_PROGRESS') throw new Refusal(400, 'ALREADY_PROCESSED_PAYMENT');
    if (payment.totalAmount !== body.amount) throw new Refusal(400, 'INVALID_REQUEST');
    if (payment.cardNumber === STAND_IN_DECLINED_CARD) {
      payment.status = 'ABORTED';
      payment.failure = {
        code: 'REJECT_CARD_COMPANY',
        message: MESSAGES.REJECT_CARD_COMPANY ?? '',
      };
      throw new Refusal(403, 'REJECT_CARD_COMPANY');
    }
    if (payment.method === '가상계좌') {
      payment.status = 'WAITING_FOR_DEPOSIT';
      payment.secret = randomBytes(12).toString('hex');
      payment.virtualAccount = {
        accountType: '일반',
        accountNumber: String(randomBytes(6).readUIntBE(0, 6) % 10 ** 12).padStart(12, '0'),
        bankCode: '88',
        customerName: payment.customerName,
        dueDate: new Date(this.#now().getTime() + 7 * 86_400_000).toISOString(),
        refundStatus: 'NONE',
        expired: false,
        settlementStatus: 'INCOMPLETED',
      };
    } else {
      payment.status = 'DONE';
      payment.approvedAt = this.#iso();
    }
    this.#statusChanged(payment);
    return paymentJson(payment);
  }

  #cancel(payment: StoredPayment, body: Record<string, unknown>): unknown {
    if (payment.status === 'CANCELED') throw new Refusal(400, 'ALREADY_CANCELED_PAYMENT');
    if (typeof body.cancelReason !== 'string' || !body.cancelReason) {
      throw new Refusal(400, 'INVALID_REQUEST');
    }
    const amount = body.cancelAmount === undefined ? payment.balanceAmount : body.cancelAmount;
    if (typeof amount !== 'number' || amount <= 0 || amount > payment.balanceAmount) {
      throw new Refusal(403, 'NOT_CANCELABLE_AMOUNT');
    }
    payment.balanceAmount -= amount;
    payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    payment.cancels.push({
      cancelAmount: amount,
      cancelReason: body.cancelReason,
      canceledAt: this.#iso(),
    });
    this.#statusChanged(payment);
    return paymentJson(payment);
  }

  #issueBillingKey(body: Record<string, unknown>): unknown {
    const authorization = this.#authKeys.get(String(body.authKey));
    if (!authorization || authorization.customerKey !== body.customerKey) {
      throw new Refusal(400, 'INVALID_BILL_KEY_REQUEST');
    }
    this.#authKeys.delete(String(body.authKey));
    const billingKey = randomBytes(20).toString('base64url');
    this.#billingKeys.set(billingKey, authorization);
    return {
      mId: 'tvivarepublica',
      customerKey: authorization.customerKey,
      authenticatedAt: this.#iso(),
      method: '카드',
      billingKey,
      cardCompany: '신한',
      cardNumber: masked(authorization.cardNumber),
      card: {
        issuerCode: '41',
        acquirerCode: '41',
        number: masked(authorization.cardNumber),
        cardType: '신용',
        ownerType: '개인',
      },
    };
  }

  #charge(billingKey: string, body: Record<string, unknown>): unknown {
    const billing = this.#billingKeys.get(billingKey);
    if (!billing) throw new Refusal(400, 'INVALID_BILL_KEY_REQUEST');
    if (billing.customerKey !== body.customerKey)
      throw new Refusal(400, 'NOT_MATCHES_CUSTOMER_KEY');
    if (this.#ofOrder(String(body.orderId))) throw new Refusal(400, 'DUPLICATED_ORDER_ID');
    const declined = billing.cardNumber === STAND_IN_DECLINED_CARD;
    const paymentKey = `tviva${randomBytes(16).toString('hex')}`;
    const payment: StoredPayment = {
      paymentKey,
      orderId: String(body.orderId),
      orderName: String(body.orderName),
      method: '카드',
      status: declined ? 'ABORTED' : 'DONE',
      totalAmount: Number(body.amount),
      balanceAmount: Number(body.amount),
      requestedAt: this.#iso(),
      approvedAt: declined ? null : this.#iso(),
      cardNumber: billing.cardNumber,
      customerName: '',
      virtualAccount: null,
      secret: null,
      failure: declined
        ? { code: 'REJECT_CARD_COMPANY', message: MESSAGES.REJECT_CARD_COMPANY ?? '' }
        : null,
      cancels: [],
      type: 'BILLING',
    };
    this.#payments.set(paymentKey, payment);
    if (declined) throw new Refusal(403, 'REJECT_CARD_COMPANY');
    this.#statusChanged(payment);
    return paymentJson(payment);
  }

  #found(payment: StoredPayment | undefined): StoredPayment {
    if (!payment) throw new Refusal(404, 'NOT_FOUND_PAYMENT');
    return payment;
  }

  #ofOrder(orderId: string): StoredPayment | undefined {
    return [...this.#payments.values()].find((payment) => payment.orderId === orderId);
  }

  #statusChanged(payment: StoredPayment): void {
    this.#webhooks.push({
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: this.#iso(),
      data: paymentJson(payment),
    });
  }

  #iso(): string {
    return this.#now().toISOString();
  }
}
