import type { Kysely, SelectQueryBuilder } from 'kysely';
import type {
  AuditEntry,
  AuditFilter,
  AuditLogRepository,
  NewAuditEntry,
} from '../../../application/admin/ports';
import { countRows } from '../shared/rows';
import type { Tables } from '../shared/schema';

/** The audit log: appended to and read, never changed (the database refuses that too). */
export class KyselyAuditLogRepository implements AuditLogRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async append(entry: NewAuditEntry): Promise<void> {
    await this.db.insertInto('adminAuditLog').values(entry).execute();
  }

  async search(
    filter: AuditFilter,
    { page, size }: { readonly page: number; readonly size: number },
  ): Promise<{ readonly items: readonly AuditEntry[]; readonly total: number }> {
    const [rows, total] = await Promise.all([
      filtered(this.db.selectFrom('adminAuditLog'), filter)
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      countRows(filtered(this.db.selectFrom('adminAuditLog'), filter)),
    ]);
    return { items: rows.map(entryOf), total };
  }

  async list(filter: AuditFilter, limit: number): Promise<readonly AuditEntry[]> {
    const rows = await filtered(this.db.selectFrom('adminAuditLog'), filter)
      .selectAll()
      .orderBy('at', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
    return rows.map(entryOf);
  }
}

function filtered<O>(
  query: SelectQueryBuilder<Tables, 'adminAuditLog', O>,
  filter: AuditFilter,
): SelectQueryBuilder<Tables, 'adminAuditLog', O> {
  let narrowed = query;
  if (filter.actorId !== undefined) narrowed = narrowed.where('actorId', '=', filter.actorId);
  if (filter.targetId !== undefined) narrowed = narrowed.where('targetId', '=', filter.targetId);
  if (filter.action !== undefined) narrowed = narrowed.where('action', '=', filter.action);
  if (filter.actions !== undefined) narrowed = narrowed.where('action', 'in', [...filter.actions]);
  if (filter.from !== undefined) narrowed = narrowed.where('at', '>=', filter.from);
  if (filter.to !== undefined) narrowed = narrowed.where('at', '<', filter.to);
  return narrowed;
}

/** PostgreSQL's bigserial comes back as text. */
function entryOf(row: Omit<AuditEntry, 'id'> & { id: number | string }): AuditEntry {
  return { ...row, id: Number(row.id) };
}
