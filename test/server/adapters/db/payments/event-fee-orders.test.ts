import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { StoredOrder } from '../../../../../server/application/payments/orders-port';
import { newPaymentOrder } from '../../../../../src/domain/payments';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

const at = '2026-05-02T01:00:00.000Z';

function eventOrder(orderId: string): StoredOrder {
  return {
    ...newPaymentOrder({ orderId, purpose: 'event', amount: 35_000, createdAt: at }),
    method: 'card',
    provider: 'sandbox',
    fundId: null,
    dues: null,
    event: { registrationId: 'reg-1', name: '제44회 체육대회 참가비' },
    donor: { memberId: null, name: '김동문', phone: '010-1234-5678', email: 'kim@example.com' },
    wantsReceipt: false,
    residentNumber: null,
    namedInHallOfFame: false,
    transferReference: null,
    deposit: null,
    recordedAs: null,
    pledge: null,
    updatedAt: at,
  };
}

/** Migration 0034: an order may pay an event's fee, and keeps its registration (issue 33). */
describe.each(dialects())('payment orders for event fees (%s)', (dialect) => {
  const server = useTestServer(dialect);
  const orders = () => server.runtime.ports.store.paymentOrders;

  it('stores an event fee’s order with its registration, and reads it back', async () => {
    const order = eventOrder('event-20260502-roundtrip0000000001');
    expect(await orders().create(order)).toBe(true);
    expect(await orders().find(order.orderId)).toEqual(order);
    const paid = { ...order, state: 'paid' as const, paymentKey: 'sandbox_1', paidAt: at };
    expect(await orders().replace('created', paid)).toBe(true);
    expect((await orders().find(order.orderId))?.event).toEqual(order.event);
  });

  it('still refuses a purpose it does not know, and keeps the table’s indexes', async () => {
    const order = eventOrder('event-20260502-roundtrip0000000002');
    await expect(
      orders().create({ ...order, purpose: 'raffle' as StoredOrder['purpose'] }),
    ).rejects.toThrow();
    const { db } = server.runtime.database;
    const indexes =
      dialect === 'sqlite'
        ? await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and tbl_name = 'payment_orders' and sql is not null`.execute(
            db,
          )
        : await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where tablename = 'payment_orders'`.execute(
            db,
          );
    expect(indexes.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'payment_orders_member',
        'payment_orders_payment_key',
        'payment_orders_state',
      ]),
    );
  });
});
