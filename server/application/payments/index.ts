import { Checkouts } from './checkouts';
import { PaymentConfirmations } from './confirmations';
import { EventFeeCheckouts } from './event-fees';
import { MonthlyPledges } from './monthly-pledges';
import { OfficePledges } from './office-pledges';
import { PledgeCharging } from './pledge-charging';
import type { PaymentsDependencies } from './payments-ports';
import { SandboxWindow } from './sandbox-window';
import { TransferDeposits } from './transfer-deposits';

export type {
  CheckoutSettings,
  DuesLedger,
  EventLedger,
  GiftLedger,
  PaymentProviderPorts,
  PaymentsDependencies,
} from './payments-ports';
import type { PaymentOrderRepository } from './orders-port';
import type { PledgeRepository } from './pledges-port';

export type { PaymentOrderRepository } from './orders-port';
export { PAYMENTS_ACTOR } from './order-events';
export { EventFeeCheckouts, OWN_ACCOUNT_REFUND_BY_HAND } from './event-fees';
export type { SettledTransfer, TransferDeposit, TransferTarget } from './transfer-deposits';

/** The feature's repositories, by the names the database adapter gives them. */
export interface PaymentsRepositories {
  readonly paymentOrders: PaymentOrderRepository;
  readonly pledges: PledgeRepository;
}

/**
 * Giving and paying online (issue 31): 기부하기's checkout, the confirmations from the donor's
 * return, the provider's webhooks and the maintenance's reconciliation, and the sandbox's window;
 * events' fees and their refunds (issue 33).
 */
export function createPaymentsServices(deps: PaymentsDependencies) {
  return {
    checkouts: new Checkouts(deps),
    paymentConfirmations: new PaymentConfirmations(deps),
    sandboxWindow: new SandboxWindow(deps),
    monthlyPledges: new MonthlyPledges(deps),
    pledgeCharging: new PledgeCharging(deps),
    officePledges: new OfficePledges(deps),
    transferDeposits: new TransferDeposits(deps),
    /** The events feature's fee orders and refunds (issue 33): `EventFeePayments`. */
    eventFees: new EventFeeCheckouts(deps),
  };
}

export type PaymentsServices = ReturnType<typeof createPaymentsServices>;
