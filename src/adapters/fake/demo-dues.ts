import { demoDues } from '../../domain/payments';
import { DEMO_ADMINISTRATOR, DEMO_MEMBER } from '../../domain/shared/demo/demo-people';
import type { FakeBackend } from './fake-backend';

/** The fake backend's demo dues (`npm run demo`): the domain's demo plan, as the server seeds it. */
export function seedDemoDues(backend: FakeBackend, now: Date, memberIds: readonly string[]): void {
  const { dues } = backend;
  const plan = demoDues(now, DEMO_MEMBER.userId, memberIds);
  for (const { definition, at } of plan.amounts) {
    dues.setAmount(definition, at, DEMO_ADMINISTRATOR.userId);
  }
  for (const payment of plan.payments) dues.record(payment, `dues-${payment.orderId}`);
  for (const memberId of plan.badges) dues.badgeShown.add(memberId);
}
