import { useState } from 'react';
import {
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_STATUSES,
  MEMBER_SEARCH_QUERY_MAX_LENGTH,
  type MemberSearch,
} from '../../domain/admin/member-summary';
import type { AccountStatus } from '../../domain/shared/member/member-profile';
import { CheckboxField } from '../shared/forms/CheckboxField';

/** A number typed in a field, or nothing. */
function numberOf(text: string): number | undefined {
  const value = Number(text);
  return text.trim() && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The office's member search: a name (초성 too) or id, class, state, locked only. */
export function MemberSearchForm({
  initial,
  onSearch,
}: {
  readonly initial: MemberSearch;
  readonly onSearch: (search: MemberSearch) => void;
}) {
  const [search, setSearch] = useState<MemberSearch>(initial);
  return (
    <form
      className="office-period"
      aria-label="회원 검색 조건"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search);
      }}
    >
      <label>
        이름·초성·아이디
        <input
          type="search"
          value={search.query ?? ''}
          maxLength={MEMBER_SEARCH_QUERY_MAX_LENGTH}
          onChange={(event) => setSearch({ ...search, query: event.target.value || undefined })}
        />
      </label>
      <label>
        졸업 연도
        <input
          type="number"
          inputMode="numeric"
          min={1}
          value={search.graduationYear ?? ''}
          onChange={(event) =>
            setSearch({ ...search, graduationYear: numberOf(event.target.value) })
          }
        />
      </label>
      <label>
        기수
        <input
          type="number"
          inputMode="numeric"
          min={1}
          value={search.classNumber ?? ''}
          onChange={(event) => setSearch({ ...search, classNumber: numberOf(event.target.value) })}
        />
      </label>
      <label>
        상태
        <select
          value={search.status}
          onChange={(event) =>
            setSearch({ ...search, status: event.target.value as AccountStatus | 'all' })
          }
        >
          <option value="all">전체</option>
          {ACCOUNT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ACCOUNT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <CheckboxField
        id="member-search-locked"
        label="이용 정지된 계정만"
        checked={search.lockedOnly === true}
        onChange={(checked) => setSearch({ ...search, lockedOnly: checked || undefined })}
      />
      <button type="submit" className="button button--primary">
        검색
      </button>
    </form>
  );
}
