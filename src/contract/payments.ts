import Type from 'typebox';
import { MAX_DONATION_WON } from '../domain/donations';
import {
  CHARGE_STATES,
  CHECKOUT_PURPOSES,
  DUES_KINDS,
  ORDER_ID_MAX_LENGTH,
  ORDER_STATES,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PLEDGE_METHODS,
  PLEDGE_STATES,
} from '../domain/payments';
import { EMAIL_MAX_LENGTH } from '../domain/shared/validation/email';
import type { EndpointSchemas } from './shared/endpoint';
import { NoData, Nullable, OneOf, Text } from './shared/schemas';

/** Issue 31: giving and paying online. Amounts are whole won. */

const OrderId = Type.String({
  minLength: 6,
  maxLength: ORDER_ID_MAX_LENGTH,
  pattern: '^[A-Za-z0-9_-]+$',
});
const Won = Type.Integer({ minimum: 1, maximum: MAX_DONATION_WON });
/** Provider keys are opaque; Toss's are up to 200 characters of this alphabet. */
const PaymentKey = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });
const Instant = Type.String({ format: 'date-time' });

export const CheckoutProviderSchema = OneOf(['toss', 'sandbox', 'off'] as const);

const BankAccountSchema = Type.Object({
  bank: Type.String(),
  accountNumber: Type.String(),
  holderName: Type.String(),
});

const DuesDefinitionSchema = Type.Object({
  kind: OneOf(DUES_KINDS),
  year: Nullable(Type.Integer()),
  amount: Won,
});

const PaidDuesSchema = Type.Object({
  kind: OneOf(DUES_KINDS),
  year: Nullable(Type.Integer()),
  paidOn: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
});

export const CheckoutOptionsSchema = Type.Object({
  provider: CheckoutProviderSchema,
  /** Toss's client key (public by design), for its payment widget; null otherwise. */
  clientKey: Nullable(Type.String()),
  /** The methods this site offers now, in the order shown. */
  methods: Type.Array(OneOf(PAYMENT_METHODS)),
  funds: Type.Array(
    Type.Object({ fundId: Type.String(), name: Type.String(), description: Type.String() }),
  ),
  /** The association's own account, for 총동문회 계좌로 직접 입금; null when none is set. */
  bankAccount: Nullable(BankAccountSchema),
  /** The signed-in member's details to prefill (null for a visitor). */
  member: Nullable(
    Type.Object({ name: Type.String(), phone: Type.String(), email: Type.String() }),
  ),
  /** The dues the office set, and the member's paid dues (empty for a visitor). */
  dues: Type.Array(DuesDefinitionSchema),
  paidDues: Type.Array(PaidDuesSchema),
  /** Today in Korea, YYYY-MM-DD (the checkout's rules read it). */
  today: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
});

/** What the checkout form sends: the domain's CheckoutDraft without the member (the token's). */
export const CheckoutDraftSchema = Type.Object(
  {
    /** 기부하기 asks for these; an event's fee is opened from its registration. */
    purpose: OneOf(CHECKOUT_PURPOSES),
    fundId: Text(64),
    amount: Type.Union([Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), Text(30)]),
    chargeDay: Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Text(10)]),
    duesKind: Nullable(OneOf(DUES_KINDS)),
    method: Type.Union([OneOf(PAYMENT_METHODS), Type.Literal('')]),
    donor: Type.Object(
      { name: Text(60), phone: Text(30), email: Text(EMAIL_MAX_LENGTH) },
      { additionalProperties: false },
    ),
    wantsReceipt: Type.Boolean(),
    residentNumber: Text(20),
    residentNumberConsent: Type.Boolean(),
    namedInHallOfFame: Type.Boolean(),
    consents: Type.Object(
      { terms: Type.Boolean(), privacy: Type.Boolean() },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** An account to deposit to: a virtual account, or the association's own with its reference. */
const DepositSchema = Type.Object({
  bank: Type.String(),
  accountNumber: Type.String(),
  holderName: Type.String(),
  /** The last moment a deposit is accepted. */
  dueAt: Instant,
  /** For the association's own account: what the donor writes as the depositor (입금자 표시). */
  reference: Nullable(Type.String()),
});

/** One order as the donor sees it (the thank-you page, the answer of every step). */
export const PaymentOutcomeSchema = Type.Object({
  orderId: OrderId,
  purpose: OneOf(PAYMENT_PURPOSES),
  state: OneOf(ORDER_STATES),
  /** 결제 완료, 입금 대기… */
  stateLabel: Type.String(),
  /** What happened and what comes next, in Korean. */
  message: Type.String(),
  amount: Won,
  method: OneOf(PAYMENT_METHODS),
  /** The fund's name for a gift; the dues' label (2026년 연회비) for dues; an event's fee's name. */
  what: Type.String(),
  /** Money to send, for a virtual account or the association's own account. */
  deposit: Nullable(DepositSchema),
  /** The paper that follows: 기부금영수증, 납부 확인서, or none (no receipt wanted). */
  proofOfPayment: Nullable(OneOf(['donationReceipt', 'paymentConfirmation'] as const)),
  /** Where the e-mail about it goes, masked (h***@example.com). */
  emailMasked: Type.String(),
  /** The donor is a member, who finds it in 내 정보. */
  member: Type.Boolean(),
  /** Paid through the sandbox: no money moved (테스트 결제). */
  sandbox: Type.Boolean(),
  /**
   * Where the payer finds what they paid for when the purpose does not say (an event's fee: 내
   * 행사 신청 for a member, the registration's own page otherwise); null for gifts and dues.
   */
  link: Nullable(Type.Object({ href: Type.String(), label: Type.String() })),
});

const CardRegistrationSchema = Type.Object({
  pledgeId: Type.String(),
  customerKey: Type.String(),
});

const MonthKey = Type.String({ pattern: '^\\d{4}-\\d{2}$' });
const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const PledgeChargeSchema = Type.Object({
  month: MonthKey,
  amount: Won,
  state: OneOf(CHARGE_STATES),
  stateLabel: Type.String(),
  failedAttempts: Type.Integer({ minimum: 0 }),
  nextAttemptOn: Nullable(IsoDay),
});

export const PledgeSchema = Type.Object({
  pledgeId: Type.String(),
  fundName: Type.String(),
  amount: Won,
  chargeDayLabel: Type.String(),
  method: OneOf(PLEDGE_METHODS),
  state: OneOf(['registering', ...PLEDGE_STATES] as const),
  stateLabel: Type.String(),
  cardLabel: Nullable(Type.String()),
  transfer: Nullable(
    Type.Object({
      bank: Type.String(),
      accountNumber: Type.String(),
      holderName: Type.String(),
      reference: Type.String(),
    }),
  ),
  nextChargeOn: Nullable(IsoDay),
  charges: Type.Array(PledgeChargeSchema),
  sandbox: Type.Boolean(),
});

const PledgeChangeSchema = Type.Union([
  Type.Object(
    { action: OneOf(['pause', 'resume', 'end', 'card'] as const) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      action: Type.Literal('amount'),
      amount: Type.Union([
        Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
        Text(30),
      ]),
    },
    { additionalProperties: false },
  ),
]);

/** The office's pledges: each with its months, and the months' figures. */
const OfficePledgesSchema = Type.Object({
  months: Type.Array(
    Type.Object({
      month: MonthKey,
      expected: Type.Integer({ minimum: 0 }),
      received: Type.Integer({ minimum: 0 }),
      failed: Type.Integer({ minimum: 0 }),
    }),
  ),
  pledges: Type.Array(
    Type.Object({
      pledgeId: Type.String(),
      donorName: Type.String(),
      memberId: Nullable(Type.String()),
      fundName: Type.String(),
      amount: Won,
      chargeDayLabel: Type.String(),
      method: OneOf(PLEDGE_METHODS),
      state: OneOf(['registering', ...PLEDGE_STATES] as const),
      stateLabel: Type.String(),
      createdAt: Instant,
      charges: Type.Array(PledgeChargeSchema),
    }),
  ),
});

/** What the browser needs to open the payment window of a new order. */
export const StartedCheckoutSchema = Type.Object({
  orderId: OrderId,
  /** Shown in the payment window (장학기금 기부 3만원). */
  orderName: Type.String(),
  amount: Won,
  method: OneOf(PAYMENT_METHODS),
  customer: Type.Object({ name: Type.String(), email: Type.String(), phone: Type.String() }),
  /** Set at once when nothing is paid in a window (the association's own account). */
  outcome: Nullable(PaymentOutcomeSchema),
  /** A monthly pledge by card: the card registration window opens instead. */
  cardRegistration: Nullable(CardRegistrationSchema),
});

const ConfirmBodySchema = Type.Object(
  {
    paymentKey: PaymentKey,
    orderId: OrderId,
    amount: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  },
  { additionalProperties: false },
);

const AbandonBodySchema = Type.Object(
  {
    orderId: OrderId,
    /** The provider's code from the fail redirect (PAY_PROCESS_CANCELED…), if any. */
    code: Type.Optional(Text(100)),
  },
  { additionalProperties: false },
);

const SandboxPayBodySchema = Type.Object(
  {
    orderId: OrderId,
    method: OneOf(['card', 'transfer', 'virtualAccount'] as const),
    /** A test card number; the sandbox declines its documented markers. */
    cardNumber: Type.Optional(Text(25)),
    customerName: Type.Optional(Text(60)),
  },
  { additionalProperties: false },
);

export const PAYMENTS_SCHEMAS = {
  checkoutOptions: { data: CheckoutOptionsSchema },
  startCheckout: { body: CheckoutDraftSchema, data: StartedCheckoutSchema },
  confirmPayment: { body: ConfirmBodySchema, data: PaymentOutcomeSchema },
  abandonCheckout: { body: AbandonBodySchema, data: PaymentOutcomeSchema },
  paymentOrder: {
    params: Type.Object({ orderId: OrderId }, { additionalProperties: false }),
    data: PaymentOutcomeSchema,
  },
  /** Any JSON: a delivery this provider does not send is answered 200 and ignored. */
  paymentWebhook: { body: Type.Unknown(), data: NoData },
  sandboxPay: {
    body: SandboxPayBodySchema,
    data: Type.Object({ paymentKey: PaymentKey, orderId: OrderId, amount: Won }),
  },
  sandboxDeposit: {
    body: Type.Object({ orderId: OrderId }, { additionalProperties: false }),
    data: PaymentOutcomeSchema,
  },
  sandboxRegisterCard: {
    body: Type.Object(
      { customerKey: Type.String({ minLength: 2, maxLength: 300 }), cardNumber: Text(25) },
      { additionalProperties: false },
    ),
    data: Type.Object({ authKey: Type.String(), customerKey: Type.String() }),
  },
  registerPledgeCard: {
    body: Type.Object(
      { pledgeId: Text(64), authKey: Text(300), customerKey: Text(300) },
      { additionalProperties: false },
    ),
    data: PledgeSchema,
  },
  myPledges: { data: Type.Array(PledgeSchema) },
  changeMyPledge: {
    params: Type.Object({ pledgeId: Text(64) }, { additionalProperties: false }),
    body: PledgeChangeSchema,
    data: Type.Object({ pledge: PledgeSchema, cardRegistration: Nullable(CardRegistrationSchema) }),
  },
  officePledges: {
    querystring: Type.Object(
      { months: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })) },
      { additionalProperties: false },
    ),
    data: OfficePledgesSchema,
  },
} as const satisfies Record<string, EndpointSchemas>;
