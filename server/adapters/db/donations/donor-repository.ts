import { type Kysely, type Selectable, sql } from 'kysely';
import type {
  DonorKind,
  DonorRecord,
  DonorRepository,
  StoredResidentNumber,
} from '../../../application/donations/ports';
import { likeEscaped, likeLower } from '../shared/like';
import { countRows } from '../shared/rows';
import type { Tables } from '../shared/schema';

type DonorRow = Selectable<Tables['donors']>;

const FIND_MANY_SLICE = 500;

export class KyselyDonorRepository implements DonorRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async create(donor: DonorRecord): Promise<void> {
    await this.db
      .insertInto('donors')
      .values({ ...donor, namedInHallOfFame: donor.namedInHallOfFame ? 1 : 0 })
      .execute();
  }

  async find(id: string): Promise<DonorRecord | null> {
    const row = await this.selected().where('id', '=', id).executeTakeFirst();
    return row ? donorOf(row) : null;
  }

  async namesOf(ids: {
    readonly donors: readonly string[];
    readonly donations: readonly string[];
    readonly receipts: readonly string[];
  }) {
    const { db } = this;
    const mapOf = async (
      wanted: readonly string[],
      read: () => Promise<{ id: string; name: string }[]>,
    ) => new Map(wanted.length ? (await read()).map((row) => [row.id, row.name]) : []);
    return {
      donors: await mapOf(ids.donors, () =>
        db.selectFrom('donors').select(['id', 'name']).where('id', 'in', ids.donors).execute(),
      ),
      // Every record of a donation has its donor: any one of them names it.
      donations: await mapOf(ids.donations, () =>
        db
          .selectFrom('donations')
          .innerJoin('donors', 'donors.id', 'donations.donorId')
          .select(['donations.donationId as id', 'donors.name'])
          .where('donations.donationId', 'in', ids.donations)
          .distinct()
          .execute(),
      ),
      receipts: await mapOf(ids.receipts, () =>
        db
          .selectFrom('donationReceipts')
          .innerJoin('donors', 'donors.id', 'donationReceipts.donorId')
          .select(['donationReceipts.id', 'donors.name'])
          .where('donationReceipts.id', 'in', ids.receipts)
          .execute(),
      ),
    };
  }

  async findOfMember(memberId: string): Promise<DonorRecord | null> {
    const row = await this.selected().where('memberId', '=', memberId).executeTakeFirst();
    return row ? donorOf(row) : null;
  }

  async findMany(
    ids: readonly string[],
  ): Promise<(DonorRecord & { readonly residentNumberOnFile: boolean })[]> {
    const found: (DonorRecord & { readonly residentNumberOnFile: boolean })[] = [];
    // In slices, below either database's limit of parameters in one statement.
    for (let start = 0; start < ids.length; start += FIND_MANY_SLICE) {
      const rows = await this.selected()
        .select('residentNumberMasked')
        .where('id', 'in', ids.slice(start, start + FIND_MANY_SLICE))
        .execute();
      for (const { residentNumberMasked, ...row } of rows) {
        found.push({ ...donorOf(row), residentNumberOnFile: residentNumberMasked !== null });
      }
    }
    return found;
  }

  async update(id: string, changes: Partial<Omit<DonorRecord, 'id' | 'createdAt'>>): Promise<void> {
    const { namedInHallOfFame, ...rest } = changes;
    await this.db
      .updateTable('donors')
      .set({
        ...rest,
        ...(namedInHallOfFame === undefined
          ? {}
          : { namedInHallOfFame: namedInHallOfFame ? 1 : 0 }),
      })
      .where('id', '=', id)
      .execute();
  }

  async residentNumberOf(id: string): Promise<StoredResidentNumber | null> {
    const row = await this.db
      .selectFrom('donors')
      .select(['residentNumberSealed', 'residentNumberMasked'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.residentNumberSealed && row.residentNumberMasked
      ? { sealed: row.residentNumberSealed, masked: row.residentNumberMasked }
      : null;
  }

  async withResidentNumbers(): Promise<{ id: string; stored: StoredResidentNumber }[]> {
    const rows = await this.db
      .selectFrom('donors')
      .select(['id', 'residentNumberSealed', 'residentNumberMasked'])
      .where('residentNumberSealed', 'is not', null)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      stored: { sealed: row.residentNumberSealed ?? '', masked: row.residentNumberMasked ?? '' },
    }));
  }

  async setResidentNumber(
    id: string,
    stored: StoredResidentNumber | null,
    at: string,
  ): Promise<void> {
    await this.db
      .updateTable('donors')
      .set({
        residentNumberSealed: stored?.sealed ?? null,
        residentNumberMasked: stored?.masked ?? null,
        updatedAt: at,
      })
      .where('id', '=', id)
      .execute();
  }

  async search(query: {
    readonly words: readonly string[];
    readonly page: number;
    readonly size: number;
  }): Promise<{ items: DonorRecord[]; total: number }> {
    let matching = this.db.selectFrom('donors');
    for (const word of query.words) {
      const pattern = `%${likeEscaped(word)}%`;
      matching = matching.where((eb) =>
        eb.or([
          likeLower('name', pattern),
          likeLower('phone', pattern),
          likeLower('email', pattern),
          likeLower('memberId', pattern),
        ]),
      );
    }
    const [total, rows] = await Promise.all([
      countRows(matching),
      this.selected()
        .where('id', 'in', matching.select('id'))
        .orderBy('name')
        .orderBy('id')
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute(),
    ]);
    return { total, items: rows.map(donorOf) };
  }

  async matchable(keys: {
    readonly names: readonly string[];
    readonly memberIds: readonly string[];
    readonly phoneDigits: readonly string[];
  }): Promise<DonorRecord[]> {
    const { names, memberIds, phoneDigits } = keys;
    if (names.length + memberIds.length + phoneDigits.length === 0) return [];
    // Phones are kept as typed: compared without hyphens, spaces and dots.
    const digits = sql<string>`replace(replace(replace(phone, '-', ''), ' ', ''), '.', '')`;
    const rows = await this.selected()
      .where((eb) =>
        eb.or([
          ...(names.length > 0 ? [eb('name', 'in', [...new Set(names)])] : []),
          ...(memberIds.length > 0 ? [eb('memberId', 'in', [...new Set(memberIds)])] : []),
          ...(phoneDigits.length > 0 ? [eb(digits, 'in', [...new Set(phoneDigits)])] : []),
        ]),
      )
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(donorOf);
  }

  async attachToMember(id: string, memberId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('donors')
      .set({ memberId, updatedAt: at })
      .where('id', '=', id)
      .where('memberId', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async detachMember(memberId: string, at: string): Promise<void> {
    await this.db
      .updateTable('donors')
      .set({ memberId: null, updatedAt: at })
      .where('memberId', '=', memberId)
      .execute();
  }

  private selected() {
    // Never the sealed number: only residentNumberOf reads it, for the use that needs it.
    return this.db
      .selectFrom('donors')
      .select([
        'id',
        'memberId',
        'kind',
        'name',
        'businessNumber',
        'phone',
        'email',
        'address',
        'graduationYear',
        'namedInHallOfFame',
        'createdAt',
        'updatedAt',
      ]);
  }
}

function donorOf(
  row: Omit<DonorRow, 'residentNumberSealed' | 'residentNumberMasked'>,
): DonorRecord {
  return {
    ...row,
    kind: row.kind as DonorKind,
    namedInHallOfFame: row.namedInHallOfFame === 1,
  };
}
