import { useState } from 'react';
import type { AuditFilter } from '../../application/admin';
import { AUDIT_ACTION_LABELS, type AuditAction } from '../../domain/admin';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { PeriodInputs } from './PeriodInputs';

const FIELDS = [
  ['actorId', '관리자 아이디'],
  ['targetId', '대상 회원 아이디'],
] as const;

/** The audit log's search: administrator, member, action and period (days in Korea). */
export function AuditFilterForm({
  initial,
  onSearch,
}: {
  readonly initial: AuditFilter;
  readonly onSearch: (filter: AuditFilter) => void;
}) {
  const [filter, setFilter] = useState<AuditFilter>(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="office-period"
      aria-label="감사 기록 검색"
      onSubmit={(event) => {
        event.preventDefault();
        if (filter.from && filter.to && filter.from > filter.to) {
          setError('시작일은 종료일보다 늦을 수 없습니다.');
          return;
        }
        setError(null);
        onSearch(filter);
      }}
    >
      {FIELDS.map(([name, label]) => (
        <label key={name}>
          {label}
          <input
            type="text"
            value={filter[name] ?? ''}
            onChange={(event) => setFilter({ ...filter, [name]: event.target.value || undefined })}
          />
        </label>
      ))}
      <PeriodInputs
        from={filter.from ?? ''}
        to={filter.to ?? ''}
        onChange={({ from, to }) =>
          setFilter({ ...filter, from: from || undefined, to: to || undefined })
        }
      />
      <label>
        작업
        <select
          value={filter.action ?? ''}
          onChange={(event) => setFilter({ ...filter, action: event.target.value || undefined })}
        >
          <option value="">전체</option>
          {(Object.entries(AUDIT_ACTION_LABELS) as [AuditAction, string][]).map(
            ([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ),
          )}
        </select>
      </label>
      <button type="submit" className="button button--primary">
        검색
      </button>
      <FormRefusal message={error} />
    </form>
  );
}
