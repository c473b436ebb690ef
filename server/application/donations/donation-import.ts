import type { Readable } from 'node:stream';
import type { DataOf } from '../../../src/contract/endpoint-types';
import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  checkStatementImport,
  duplicateKey,
  importedBeforeRefusal,
  isLikelyDuplicate,
  matchDonor,
  readStatement,
  STATEMENT_MAX_BYTES,
  STATEMENT_TOO_LARGE,
  STATEMENT_TOO_MUCH_INSIDE,
  STATEMENT_UNREADABLE,
  IMPORT_PREVIEW_GONE,
  IMPORT_PREVIEW_HOURS,
  type ImportCommit,
  STATEMENT_NOTHING_CHOSEN,
  type StatementLine,
  statementImportOf,
  statementLineRefusal,
} from '../../../src/domain/donations/bank-statement';
import {
  closedFundRefusal,
  NO_SUCH_DONOR,
  NO_SUCH_FUND,
} from '../../../src/domain/donations/records';
import { firstDonationRecord } from '../../../src/domain/donations/records';
import { transferReferencesIn } from '../../../src/domain/payments';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import type { AdminActor, AdminAudit } from '../admin';
import { AppError, requireValid } from '../shared/app-error';
import type { Clock, Random, Transactions } from '../shared/ports';
import {
  type DonationRecord,
  type DonationRepository,
  type DonorRepository,
  type FundRepository,
  type ImportedReferenceRepository,
  type ImportPreviewRepository,
  type Spreadsheets,
  StatementTooLargeError,
  type TransferPayments,
  UnreadableStatementError,
} from './ports';

export interface DonationImportDependencies {
  readonly spreadsheets: Spreadsheets;
  readonly donors: DonorRepository;
  readonly donations: DonationRepository;
  readonly donationFunds: FundRepository;
  readonly importedReferences: ImportedReferenceRepository;
  readonly importPreviews: ImportPreviewRepository;
  readonly audit: AdminAudit;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly random: Random;
  /** The payments feature: deposits carrying an online order's reference (issue 31). */
  readonly transferPayments: TransferPayments;
}

/** The texts of a line a depositor may have written a reference in (kept apart by the bar). */
function transferTextOf(line: Pick<StatementLine, 'name' | 'memo'>): string {
  return `${line.name}|${line.memo}`;
}

/**
 * A bank statement imported (issue 14): read and checked first (a preview that writes nothing:
 * each deposit's problems, its donor matched by member id, phone or name, and whether it was
 * imported before), kept in the database for its commit; then the lines the office kept (rows
 * and donors, with the preview's values) committed all together or not at all.
 */
export class DonationImport {
  constructor(private readonly deps: DonationImportDependencies) {}

  async previewDonationImport(
    actor: AdminActor,
    file: { readonly fileName: string; readonly stream: Readable },
  ): Promise<DataOf<'previewDonationImport'>> {
    const bytes = await readAtMost(file.stream, STATEMENT_MAX_BYTES);
    if (!bytes) throw new AppError('fileTooLarge', STATEMENT_TOO_LARGE);
    let table: string[][];
    try {
      table = await this.deps.spreadsheets.readStatement({ fileName: file.fileName, bytes });
    } catch (error) {
      if (error instanceof UnreadableStatementError) {
        throw new AppError('invalidInput', STATEMENT_UNREADABLE);
      }
      if (error instanceof StatementTooLargeError) {
        throw new AppError('fileTooLarge', STATEMENT_TOO_MUCH_INSIDE);
      }
      throw error;
    }
    const reading = readStatement(table, calendarDateOf(this.deps.clock.now()));
    if (!reading.ok) throw new AppError('invalidInput', reading.message);
    const { lines, layout } = reading;
    const { donors, importedReferences } = this.deps;
    const [candidates, imported] = await Promise.all([
      donors.matchable({
        names: lines.flatMap((line) => namesOf(line.name)),
        memberIds: lines.flatMap((line) => (line.memberId ? [line.memberId] : [])),
        phoneDigits: lines.flatMap((line) => {
          const digits = line.phone.replace(/\D/gu, '');
          return digits.length >= 9 ? [digits] : [];
        }),
      }),
      importedReferences.existing(lines.map((line) => line.bankReference)),
    ]);
    const byId = new Map(candidates.map((donor) => [donor.id, donor]));
    const view = (id: string) => {
      const donor = byId.get(id);
      return {
        donorId: id,
        name: donor?.name ?? '',
        graduationYear: donor?.graduationYear ?? null,
        memberId: donor?.memberId ?? null,
      };
    };
    const matchable = candidates.map((donor) => ({ ...donor, donorId: donor.id }));
    const transfers = await this.transfersOf(lines);
    // A deposit for an online order is that order's donor's: it is matched to nobody here.
    const matches = lines.map((line, index) =>
      transfers[index] ? { by: 'none' as const, candidates: [] } : matchDonor(line, matchable),
    );
    const handEntered = await this.handEntered(lines, matches);
    // Kept for its commit, which names only the rows and donors the office kept.
    const now = this.deps.clock.now();
    const previewId = this.deps.random.id();
    await this.deps.importPreviews.keep({
      id: previewId,
      madeBy: actor.id,
      madeAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + IMPORT_PREVIEW_HOURS * 3_600_000).toISOString(),
      lines,
    });
    return {
      previewId,
      layout,
      lines: lines.map((line, index) => {
        const match = matches[index] ?? { by: 'none' as const, candidates: [] };
        return {
          ...line,
          problems: [...line.problems],
          donor: match.by === 'none' ? null : { ...view(match.donorId), by: match.by },
          candidates: match.by === 'none' ? match.candidates.map(view) : [],
          importedBefore: imported.has(line.bankReference),
          transfer: transfers[index] ?? null,
          likelyDuplicate: isLikelyDuplicate(
            line,
            match.by === 'none' ? null : match.donorId,
            handEntered,
          ),
        };
      }),
    };
  }

  /** Each line's online order or pledge, when it carries the reference of one awaiting a deposit. */
  private async transfersOf(lines: readonly StatementLine[]) {
    const found = await this.deps.transferPayments.lookUpTransfers(lines.map(transferTextOf));
    return lines.map((line) => {
      const references = transferReferencesIn(transferTextOf(line));
      const target = [...found.values()].find((each) => references.includes(each.reference));
      return target ? { ...target, amountMatches: line.amount === target.amount } : null;
    });
  }

  /** The matched donors' gifts typed by hand over the statement's days, as duplicateKey keys. */
  private async handEntered(
    lines: readonly { readonly donatedOn: string | null }[],
    matches: readonly ReturnType<typeof matchDonor>[],
  ): Promise<Set<string>> {
    const donorIds = [
      ...new Set(matches.flatMap((match) => (match.by === 'none' ? [] : [match.donorId]))),
    ];
    const days = lines.flatMap((line) => (line.donatedOn ? [line.donatedOn] : [])).sort();
    const [from, to] = [days[0], days.at(-1)];
    if (donorIds.length === 0 || !from || !to) return new Set();
    const gifts = await this.deps.donations.handEnteredBetween(donorIds, from, to);
    return new Set(gifts.map((gift) => duplicateKey(gift.donorId, gift.donatedOn, gift.amount)));
  }

  commitDonationImport(actor: AdminActor, commit: ImportCommit): Promise<{ imported: number }> {
    return this.audited(actor, commit, async () => {
      const now = this.deps.clock.now();
      const preview = await this.deps.importPreviews.find(commit.previewId);
      // Another member's preview is as unknown as none: its id says nothing to them.
      if (!preview || preview.madeBy !== actor.id || preview.expiresAt <= now.toISOString()) {
        throw new AppError('invalidState', IMPORT_PREVIEW_GONE);
      }
      // Deposits for online orders are settled by the payments feature, as those orders' gifts.
      const transfers = await this.transfersOf(preview.lines);
      const transferRows = new Set(
        preview.lines.flatMap((line, index) => (transfers[index] ? [line.row] : [])),
      );
      const settling = commit.lines.filter((line) => transferRows.has(line.row));
      const ordinary = {
        ...commit,
        lines: commit.lines.filter((line) => !transferRows.has(line.row)),
      };
      if (commit.lines.length === 0) throw new AppError('invalidInput', STATEMENT_NOTHING_CHOSEN);
      const request = requireValid(statementImportOf(preview.lines, ordinary));
      const lines =
        request.lines.length === 0
          ? []
          : requireValid(checkStatementImport(request, calendarDateOf(now)));
      const fund = await this.deps.donationFunds.find(request.fundId);
      if (!fund) throw new AppError('invalidInput', NO_SUCH_FUND);
      if (!fund.active) throw new AppError('invalidState', closedFundRefusal(fund.name));
      const at = now.toISOString();
      const records: DonationRecord[] = lines.map((line) => {
        return {
          ...firstDonationRecord(this.deps.random.id(), line.donorId, line.donation),
          bankReference: line.bankReference,
          recordedAt: at,
          recordedBy: actor.id,
        };
      });
      const rows = new Map(request.lines.map((line) => [line.bankReference, line.row]));
      await this.deps.transactions.run(async () => {
        for (const donorId of new Set(records.map((record) => record.donorId))) {
          if (!(await this.deps.donors.find(donorId))) {
            const row = request.lines.find((line) => line.donorId === donorId)?.row ?? 0;
            throw new AppError('invalidInput', statementLineRefusal(row, NO_SUCH_DONOR));
          }
        }
        // Claimed first: a deposit imported before (or by an import running at the same time)
        // fails the whole import, which then writes nothing.
        const claimed = await this.deps.importedReferences.claim(
          records.map((record) => ({
            reference: record.bankReference ?? '',
            donationId: record.donationId,
          })),
          at,
        );
        if (!claimed) {
          const before = await this.deps.importedReferences.existing([...rows.keys()]);
          throw new AppError(
            'invalidState',
            importedBeforeRefusal([...before].map((reference) => rows.get(reference) ?? 0)),
          );
        }
        for (const record of records) await this.deps.donations.append(record);
        for (const { row } of settling) {
          const line = preview.lines.find((each) => each.row === row);
          const target = transfers[preview.lines.findIndex((each) => each.row === row)];
          if (!line || !target || line.amount === null || !line.donatedOn) continue;
          const settled = await this.deps.transferPayments.settleTransfer({
            reference: target.reference,
            amount: line.amount,
            depositedOn: line.donatedOn,
            bankReference: line.bankReference,
          });
          if (!settled.ok)
            throw new AppError('invalidState', statementLineRefusal(row, settled.message));
          const claimedTransfer = await this.deps.importedReferences.claim(
            [{ reference: line.bankReference, donationId: settled.donationId }],
            at,
          );
          if (!claimedTransfer) {
            throw new AppError('invalidState', importedBeforeRefusal([row]));
          }
        }
      });
      return { imported: records.length + settling.length };
    });
  }

  private audited<T>(actor: AdminActor, request: ImportCommit, run: () => Promise<T>) {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.importDonations,
      request.fundId,
      run,
      `${request.lines.length}건`,
    );
  }
}

/** The name as the bank wrote it, and as a donor record may spell it ((주) for ㈜, no spaces). */
function namesOf(name: string): string[] {
  if (!name) return [];
  return [...new Set([name, name.replace(/㈜/gu, '(주)'), name.replace(/\s+/gu, '')])];
}

/** The stream's bytes, or null past `limit` (the rest is drained, not kept). */
async function readAtMost(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size <= limit) chunks.push(bytes);
  }
  return size > limit ? null : Buffer.concat(chunks);
}
