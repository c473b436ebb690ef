import type { DataOf } from '../../../src/contract/endpoint-types';
import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  chargeDayLabel,
  monthKeyOf,
  PLEDGE_STATE_LABELS,
  type Pledge,
  pledgeMonthFigures,
} from '../../../src/domain/payments';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import type { AdminActor } from '../admin';
import type { PaymentsDependencies } from './payments-ports';
import { chargeViewOf, domainChargeOf, domainPledgeOf } from './pledge-views';

/** Months the office's list covers unless it asks for more. */
const DEFAULT_MONTHS = 6;

/**
 * The office's monthly pledges (issue 31, item 4): every pledge with its months, and per month
 * what was expected and what arrived, with the failed charges to follow up. Viewing donors'
 * details is recorded as any other donor list is.
 */
export class OfficePledges {
  constructor(private readonly deps: PaymentsDependencies) {}

  officePledges(actor: AdminActor, months = DEFAULT_MONTHS): Promise<DataOf<'officePledges'>> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.listPledges,
      null,
      async () => {
        const today = calendarDateOf(this.deps.clock.now());
        const monthKeys = lastMonths(monthKeyOf(today), months);
        const [pledges, funds] = await Promise.all([
          this.deps.pledges.registered(),
          this.deps.gifts.listDonationFunds(),
        ]);
        const charges = await this.deps.pledges.chargesOf(
          pledges.map((pledge) => pledge.pledgeId),
          monthKeys.at(-1),
        );
        const domainPledges = pledges
          .map(domainPledgeOf)
          .filter((each): each is Pledge => each !== null);
        const domainCharges = charges.map(domainChargeOf);
        await this.deps.audit.accessed(
          actor,
          pledges.map((pledge) => pledge.memberId),
          'view',
          AUDIT_ACTIONS.listPledges,
        );
        return {
          months: monthKeys.map((month) => {
            const figures = pledgeMonthFigures(month, today, domainPledges, domainCharges);
            return {
              month,
              expected: figures.expected,
              received: figures.received,
              failed: figures.failed.length,
            };
          }),
          pledges: pledges.map((pledge) => ({
            pledgeId: pledge.pledgeId,
            donorName: pledge.donor.name,
            memberId: pledge.memberId,
            fundName: funds.find((fund) => fund.fundId === pledge.fundId)?.name ?? '장학기금',
            amount: pledge.amount,
            chargeDayLabel: chargeDayLabel(pledge.chargeDay),
            method: pledge.method,
            state: pledge.state,
            stateLabel:
              pledge.state === 'registering' ? '카드 등록 전' : PLEDGE_STATE_LABELS[pledge.state],
            createdAt: pledge.createdAt,
            charges: charges
              .filter((charge) => charge.pledgeId === pledge.pledgeId)
              .map(chargeViewOf),
          })),
        };
      },
      (result) => `${result.pledges.length}건`,
    );
  }
}

/** This month and the `count - 1` before it, newest first. */
function lastMonths(current: string, count: number): string[] {
  const [year = 0, month = 1] = current.split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
