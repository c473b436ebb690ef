import {
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_STATUSES,
  MEMBER_SEARCH_QUERY_MAX_LENGTH,
  type MemberSearch,
} from '../../domain/admin/member-summary';
import type { AccountStatus } from '../../domain/shared/member/member-profile';
import { CheckboxField, SelectField, SubmitButton, TextField } from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';

interface MemberSearchValues {
  readonly query: string;
  readonly graduationYear: string;
  readonly classNumber: string;
  readonly status: string;
  readonly lockedOnly: boolean;
}

/** A number typed in a field, or nothing. */
function numberOf(text: string): number | undefined {
  const value = Number(text);
  return text.trim() && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Empty, or a whole number above zero: said next to the field rather than dropped. */
const wholeNumber = (what: string) => (text: string) =>
  !text.trim() || numberOf(text) !== undefined ? null : `${what}는 숫자로 입력해 주세요.`;

const STATUS_OPTIONS = [
  { value: 'all', label: '전체' },
  ...ACCOUNT_STATUSES.map((status) => ({ value: status, label: ACCOUNT_STATUS_LABELS[status] })),
];

const statusOf = (value: string): AccountStatus | 'all' =>
  ACCOUNT_STATUSES.find((status) => status === value) ?? 'all';

/** The office's member search: a name (초성 too) or id, class, state, locked only. */
export function MemberSearchForm({
  initial,
  onSearch,
}: {
  readonly initial: MemberSearch;
  readonly onSearch: (search: MemberSearch) => void;
}) {
  const form = useForm<MemberSearchValues>({
    initial: {
      query: initial.query ?? '',
      graduationYear: initial.graduationYear?.toString() ?? '',
      classNumber: initial.classNumber?.toString() ?? '',
      status: initial.status,
      lockedOnly: initial.lockedOnly === true,
    },
    rules: { graduationYear: wholeNumber('졸업 연도'), classNumber: wholeNumber('기수') },
    onSubmit: async (values) =>
      onSearch({
        status: statusOf(values.status),
        query: values.query || undefined,
        graduationYear: numberOf(values.graduationYear),
        classNumber: numberOf(values.classNumber),
        lockedOnly: values.lockedOnly || undefined,
      }),
  });
  return (
    <form {...form.formProps} className="form form--filters" aria-label="회원 검색 조건">
      <TextField
        form={form}
        name="query"
        label="이름·초성·아이디"
        type="search"
        maxLength={MEMBER_SEARCH_QUERY_MAX_LENGTH}
      />
      <TextField form={form} name="graduationYear" label="졸업 연도" inputMode="numeric" />
      <TextField form={form} name="classNumber" label="기수" inputMode="numeric" />
      <SelectField form={form} name="status" label="상태" options={STATUS_OPTIONS} />
      <CheckboxField
        id="member-search-locked"
        label="이용 정지된 계정만"
        checked={form.values.lockedOnly}
        onChange={(checked) => form.setValue('lockedOnly', checked)}
      />
      <SubmitButton inline submitting={form.submitting} busyLabel="검색하는 중…">
        검색
      </SubmitButton>
    </form>
  );
}
