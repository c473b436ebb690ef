import type { Kysely, Selectable } from 'kysely';
import type { ChargeDay } from '../../../../src/domain/payments';
import type {
  PledgeRepository,
  StoredCharge,
  StoredPledge,
} from '../../../application/payments/pledges-port';
import type { Tables } from '../shared/schema';

type PledgeRow = Selectable<Tables['pledges']>;
type ChargeRow = Selectable<Tables['pledgeCharges']>;

export class KyselyPledgeRepository implements PledgeRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async create(pledge: StoredPledge): Promise<boolean> {
    const result = await this.db
      .insertInto('pledges')
      .values(pledgeRowOf(pledge))
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async find(pledgeId: string): Promise<StoredPledge | null> {
    const row = await this.db
      .selectFrom('pledges')
      .selectAll()
      .where('pledgeId', '=', pledgeId)
      .executeTakeFirst();
    return row ? pledgeOf(row) : null;
  }

  async ofMember(memberId: string): Promise<StoredPledge[]> {
    const rows = await this.db
      .selectFrom('pledges')
      .selectAll()
      .where('memberId', '=', memberId)
      .orderBy('createdAt', 'desc')
      .execute();
    return rows.map(pledgeOf);
  }

  async withTransferReferences(references: readonly string[]): Promise<StoredPledge[]> {
    if (references.length === 0) return [];
    const rows = await this.db
      .selectFrom('pledges')
      .selectAll()
      .where('transferReference', 'in', [...references])
      .where('state', '!=', 'ended')
      .execute();
    return rows.map(pledgeOf);
  }

  async registered(): Promise<StoredPledge[]> {
    const rows = await this.db
      .selectFrom('pledges')
      .selectAll()
      .where('state', '!=', 'registering')
      .orderBy('createdAt', 'desc')
      .execute();
    return rows.map(pledgeOf);
  }

  async update(
    pledgeId: string,
    changes: Partial<Omit<StoredPledge, 'pledgeId' | 'memberId' | 'createdAt'>>,
  ): Promise<void> {
    const current = await this.find(pledgeId);
    if (!current) return;
    const {
      pledgeId: _id,
      memberId: _member,
      createdAt: _created,
      ...row
    } = pledgeRowOf({
      ...current,
      ...changes,
    });
    await this.db.updateTable('pledges').set(row).where('pledgeId', '=', pledgeId).execute();
  }

  async activeWithLastMonth(): Promise<{ pledge: StoredPledge; lastMonth: string | null }[]> {
    const rows = await this.db
      .selectFrom('pledges as p')
      .selectAll('p')
      .select((eb) =>
        eb
          .selectFrom('pledgeCharges as c')
          .select((inner) => inner.fn.max('c.month').as('lastMonth'))
          .whereRef('c.pledgeId', '=', 'p.pledgeId')
          .as('lastMonth'),
      )
      .where('p.state', '=', 'active')
      .execute();
    return rows.map(({ lastMonth, ...row }) => ({
      pledge: pledgeOf(row),
      lastMonth: lastMonth ?? null,
    }));
  }

  async addCharge(charge: StoredCharge): Promise<boolean> {
    const result = await this.db
      .insertInto('pledgeCharges')
      .values(chargeRowOf(charge))
      .onConflict((conflict) => conflict.columns(['pledgeId', 'month']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async charge(pledgeId: string, month: string): Promise<StoredCharge | null> {
    const row = await this.db
      .selectFrom('pledgeCharges')
      .selectAll()
      .where('pledgeId', '=', pledgeId)
      .where('month', '=', month)
      .executeTakeFirst();
    return row ? chargeOf(row) : null;
  }

  async chargesOf(pledgeIds: readonly string[], fromMonth?: string): Promise<StoredCharge[]> {
    if (pledgeIds.length === 0) return [];
    let query = this.db
      .selectFrom('pledgeCharges')
      .selectAll()
      .where('pledgeId', 'in', [...pledgeIds]);
    if (fromMonth) query = query.where('month', '>=', fromMonth);
    const rows = await query.orderBy('month', 'desc').execute();
    return rows.map(chargeOf);
  }

  async claimCharge(pledgeId: string, month: string, now: string, until: string): Promise<boolean> {
    const result = await this.db
      .updateTable('pledgeCharges')
      .set({ claimedUntil: until })
      .where('pledgeId', '=', pledgeId)
      .where('month', '=', month)
      .where('state', 'in', ['pending', 'retrying'])
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async saveCharge(charge: StoredCharge): Promise<void> {
    const { pledgeId, month, createdAt: _created, ...row } = chargeRowOf(charge);
    await this.db
      .updateTable('pledgeCharges')
      .set(row)
      .where('pledgeId', '=', pledgeId)
      .where('month', '=', month)
      .execute();
  }

  async awaitingDeposits(limit: number): Promise<StoredCharge[]> {
    const rows = await this.db
      .selectFrom('pledgeCharges')
      .selectAll()
      .where('state', '=', 'awaitingDeposit')
      .orderBy('month')
      .limit(limit)
      .execute();
    return rows.map(chargeOf);
  }

  async dueCharges(today: string, now: string, limit: number): Promise<StoredCharge[]> {
    const rows = await this.db
      .selectFrom('pledgeCharges')
      .selectAll()
      .where('state', 'in', ['pending', 'retrying'])
      .where('nextAttemptOn', '<=', today)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]))
      // A paused pledge's month waits; an ended one's is closed by its attempt.
      .where('pledgeId', 'in', (eb) =>
        eb.selectFrom('pledges').select('pledgeId').where('state', 'in', ['active', 'ended']),
      )
      .orderBy('nextAttemptOn')
      .limit(limit)
      .execute();
    return rows.map(chargeOf);
  }
}

/** 1–28 as digits, 말일 as `last`. */
function chargeDayOf(text: string): ChargeDay {
  return text === 'last' ? 'last' : Number(text);
}

function pledgeRowOf(pledge: StoredPledge): PledgeRow {
  return {
    pledgeId: pledge.pledgeId,
    memberId: pledge.memberId,
    fundId: pledge.fundId,
    amount: pledge.amount,
    chargeDay: String(pledge.chargeDay),
    method: pledge.method,
    state: pledge.state,
    customerKey: pledge.customerKey,
    billingKeySealed: pledge.billingKeySealed,
    cardLabel: pledge.cardLabel,
    transferReference: pledge.transferReference,
    donorName: pledge.donor.name,
    donorPhone: pledge.donor.phone,
    donorEmail: pledge.donor.email,
    wantsReceipt: pledge.wantsReceipt ? 1 : 0,
    namedInHallOfFame: pledge.namedInHallOfFame ? 1 : 0,
    residentNumberSealed: pledge.residentNumber?.sealed ?? null,
    residentNumberMasked: pledge.residentNumber?.masked ?? null,
    activeSince: pledge.activeSince,
    createdAt: pledge.createdAt,
    updatedAt: pledge.updatedAt,
  };
}

function pledgeOf(row: PledgeRow): StoredPledge {
  return {
    pledgeId: row.pledgeId,
    memberId: row.memberId,
    fundId: row.fundId,
    amount: Number(row.amount),
    chargeDay: chargeDayOf(row.chargeDay),
    method: row.method,
    state: row.state,
    customerKey: row.customerKey,
    billingKeySealed: row.billingKeySealed,
    cardLabel: row.cardLabel,
    transferReference: row.transferReference,
    donor: { name: row.donorName, phone: row.donorPhone, email: row.donorEmail },
    wantsReceipt: row.wantsReceipt === 1,
    namedInHallOfFame: row.namedInHallOfFame === 1,
    residentNumber:
      row.residentNumberSealed && row.residentNumberMasked
        ? { sealed: row.residentNumberSealed, masked: row.residentNumberMasked }
        : null,
    activeSince: row.activeSince,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function chargeRowOf(charge: StoredCharge): ChargeRow {
  return { ...charge };
}

function chargeOf(row: ChargeRow): StoredCharge {
  return { ...row, amount: Number(row.amount) };
}
