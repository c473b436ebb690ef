import { type ChargeFailureNotice, chargeDayLabel } from '../../../src/domain/payments';
import { formatNumber } from '../../../src/domain/shared/format/number-format';
import { signature } from '../shared/mail-messages';
import type { PaymentsDependencies } from './payments-ports';
import type { StoredCharge, StoredPledge } from './pledges-port';

/** Where /me shows the pledges, for the mail's link to change the card. */
export const MY_PLEDGES_PATH = '/me/donations#pledges';

/** The donor's mail when a monthly charge failed: when it is tried again, or that it was missed. */
export class PledgeMails {
  constructor(
    private readonly deps: Pick<
      PaymentsDependencies,
      'mailer' | 'associationName' | 'publicOrigin' | 'gateway'
    >,
  ) {}

  async chargeFailed(
    pledge: StoredPledge,
    charge: StoredCharge,
    notice: ChargeFailureNotice,
  ): Promise<void> {
    const settings = {
      associationName: this.deps.associationName,
      publicOrigin: this.deps.publicOrigin,
    };
    const [year, month] = charge.month.split('-');
    const what = `${year}년 ${Number(month)}월 매월 기부 ${formatNumber(charge.amount)}원`;
    const link = `${settings.publicOrigin}${MY_PLEDGES_PATH}`;
    const body =
      notice === 'updateCard'
        ? `${what}의 카드 결제가 되지 않았습니다.\n\n` +
          `${charge.nextAttemptOn}에 같은 카드로 다시 결제합니다. 카드가 바뀌었거나 한도가 부족하다면 ` +
          `아래에서 카드를 바꿔 주세요(결제일 ${chargeDayLabel(pledge.chargeDay)}).\n\n카드 바꾸기: ${link}`
        : `${what}은 세 번 결제하지 못해 이번 달은 건너뜁니다. 다음 달 결제일에 다시 결제합니다.\n\n` +
          `카드를 바꾸시려면: ${link}`;
    const test = this.deps.gateway?.provider === 'sandbox' ? '[테스트 결제] ' : '';
    await this.deps.mailer.send({
      to: pledge.donor.email,
      subject: `${test}[${settings.associationName}] 매월 기부 결제가 되지 않았습니다`,
      text: `${pledge.donor.name} 님,\n\n${body}` + signature(settings),
    });
  }
}
