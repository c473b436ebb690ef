import { DuesPayments } from '../application/dues';
import { demoDues } from '../../src/domain/payments';
import { DEMO_MEMBER } from '../../src/domain/shared/demo/demo-people';
import type { RootPorts } from '../composition/root-ports';

/**
 * The demo's dues (src/domain/payments/demo-dues.ts, as the SPA's fake has them): the office's
 * amounts, the payments recorded as the payments feature records a paid order, and the badges.
 */
export async function seedDemoDues(
  ports: RootPorts,
  authorId: string,
  memberIds: readonly string[],
): Promise<void> {
  const { store, clock, random } = ports;
  const plan = demoDues(clock.now(), DEMO_MEMBER.userId, memberIds);
  for (const { definition, at } of plan.amounts) {
    await store.dues.saveDefinition(definition, at, authorId, random.id());
  }
  const payments = new DuesPayments({
    dues: store.dues,
    transactions: store.transactions,
    clock,
    random,
  });
  for (const payment of plan.payments) await payments.recordPaidDues(payment);
  const at = clock.now().toISOString();
  for (const memberId of plan.badges) await store.dues.saveBadgePreference(memberId, true, at);
}
