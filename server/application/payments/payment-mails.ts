import { PAYMENT_METHOD_LABELS, type PaymentPurpose } from '../../../src/domain/payments';
import { formatKoreanAmount } from '../../../src/domain/shared/format/korean-amount';
import { formatNumber } from '../../../src/domain/shared/format/number-format';
import { signature } from '../shared/mail-messages';
import type { OutgoingMail } from '../shared/ports';
import type { StoredOrder } from './orders-port';
import { isUnkeptFee, outcomeOf } from './payment-outcomes';
import type { PaymentsDependencies } from './payments-ports';

/** The subject of the mail once paid: a donation is thanked for; dues and fees are confirmed. */
const PAID_SUBJECTS: Readonly<Record<PaymentPurpose, string>> = {
  gift: '기부해 주셔서 감사합니다',
  pledge: '기부해 주셔서 감사합니다',
  dues: '회비 납부가 확인되었습니다',
  event: '행사 참가비 결제가 확인되었습니다',
};

/**
 * The donor's mails about an order: thanks (or the dues' or an event fee's confirmation, never
 * called a donation) once it is paid, and the account, reference and due time while a deposit is
 * awaited; written to the outbox in the order's transaction (issue 32).
 */
export class PaymentMails {
  constructor(
    private readonly deps: Pick<
      PaymentsDependencies,
      'mailer' | 'gifts' | 'associationName' | 'publicOrigin' | 'gateway'
    >,
  ) {}

  async afterChange(order: StoredOrder): Promise<void> {
    if (order.state !== 'paid' && order.state !== 'awaitingDeposit') return;
    const funds = order.fundId ? await this.deps.gifts.listDonationFunds() : [];
    const fundName = funds.find((fund) => fund.fundId === order.fundId)?.name ?? null;
    const mail = this.mailOf(order, fundName);
    await this.deps.mailer.send(mail);
  }

  private mailOf(order: StoredOrder, fundName: string | null): OutgoingMail {
    const settings = {
      associationName: this.deps.associationName,
      publicOrigin: this.deps.publicOrigin,
    };
    const sandbox = this.deps.gateway?.provider === 'sandbox' && order.provider === 'sandbox';
    const outcome = outcomeOf(order, fundName, sandbox);
    const amount = `${formatNumber(order.amount)}원(${formatKoreanAmount(order.amount)})`;
    const test = sandbox ? '[테스트 결제] ' : '';
    const lines = [
      `${order.donor.name} 님,`,
      '',
      outcome.message,
      '',
      `- 내용: ${outcome.what}`,
      `- 금액: ${amount}`,
      `- 결제 수단: ${PAYMENT_METHOD_LABELS[order.method]}`,
      `- 주문번호: ${order.orderId}`,
    ];
    if (outcome.deposit) {
      lines.push(
        `- 입금 계좌: ${outcome.deposit.bank} ${outcome.deposit.accountNumber} (예금주 ${outcome.deposit.holderName})`,
        `- 입금 기한: ${new Date(outcome.deposit.dueAt).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' })}`,
      );
      if (outcome.deposit.reference) {
        lines.push(
          `- 입금자 표시: ${outcome.deposit.reference} (이름 대신 이 글자를 적어 주셔야 입금을 확인할 수 있습니다)`,
        );
      }
    }
    if (sandbox) lines.push('', '이 결제는 테스트 결제로, 실제 돈이 오가지 않았습니다.');
    lines.push(
      '',
      `결제 결과: ${settings.publicOrigin}/contribution/donate/done?orderId=${order.orderId}`,
    );
    const subject = isUnkeptFee(order)
      ? '결제하신 행사 참가비를 환불해 드립니다'
      : order.state === 'paid'
        ? PAID_SUBJECTS[order.purpose]
        : '입금 계좌를 안내해 드립니다';
    return {
      to: order.donor.email,
      subject: `${test}[${settings.associationName}] ${subject}`,
      text: lines.join('\n') + signature(settings),
    };
  }
}
