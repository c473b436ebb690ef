import type { LabelledAuditEntry } from '../../domain/admin/audit-entry';
import { auditOutcomeLabel } from '../../domain/admin/audit-entry';
import { koreanDateTime } from '../../domain/admin/korean-time';
import { namedId } from '../../domain/admin/record-names';
import { SidewaysScroll } from '../shared/tables/SidewaysScroll';

/** Administrator actions as a table: when, who, what, on whom, how it ended, why, from where. */
export function AuditEntriesTable({
  caption,
  entries,
}: {
  readonly caption: string;
  readonly entries: readonly LabelledAuditEntry[];
}) {
  return (
    <SidewaysScroll label={`${caption} 표`}>
      <table className="office-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">일시(한국 시간)</th>
            <th scope="col">관리자</th>
            <th scope="col">작업</th>
            <th scope="col">대상</th>
            <th scope="col">결과</th>
            <th scope="col">내용</th>
            <th scope="col">접속 주소</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{koreanDateTime(entry.at)}</td>
              <td>{namedId(entry.actorName, entry.actorId)}</td>
              <th scope="row">{entry.actionLabel}</th>
              <td>{entry.targetId === null ? '—' : namedId(entry.targetName, entry.targetId)}</td>
              <td>{auditOutcomeLabel(entry.outcome)}</td>
              <td>{entry.detail ?? ''}</td>
              <td>{entry.ip ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}
