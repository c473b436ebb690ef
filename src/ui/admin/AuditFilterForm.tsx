import type { AuditFilter } from '../../application/admin';
import { AUDIT_ACTION_LABELS, type AuditAction } from '../../domain/admin';
import { FormRefusal, SelectField, SubmitButton, TextField } from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';
import { PeriodInputs } from './PeriodInputs';

interface AuditFilterValues {
  readonly actorId: string;
  readonly targetId: string;
  readonly from: string;
  readonly to: string;
  readonly action: string;
}

const ACTION_OPTIONS = (Object.entries(AUDIT_ACTION_LABELS) as [AuditAction, string][]).map(
  ([value, label]) => ({ value, label }),
);

/** The audit log's search: administrator, member, action and period (days in Korea). */
export function AuditFilterForm({
  initial,
  onSearch,
}: {
  readonly initial: AuditFilter;
  readonly onSearch: (filter: AuditFilter) => void;
}) {
  const form = useForm<AuditFilterValues>({
    initial: {
      actorId: initial.actorId ?? '',
      targetId: initial.targetId ?? '',
      from: initial.from ?? '',
      to: initial.to ?? '',
      action: initial.action ?? '',
    },
    rules: {},
    onSubmit: async (values) => {
      if (values.from && values.to && values.from > values.to) {
        form.refuse('시작일은 종료일보다 늦을 수 없습니다.');
        return;
      }
      onSearch({
        actorId: values.actorId.trim() || undefined,
        targetId: values.targetId.trim() || undefined,
        from: values.from || undefined,
        to: values.to || undefined,
        action: values.action || undefined,
      });
    },
  });
  return (
    <form {...form.formProps} className="form form--filters" aria-label="감사 기록 검색">
      <TextField form={form} name="actorId" label="관리자 아이디" />
      <TextField form={form} name="targetId" label="대상 회원 아이디" />
      <PeriodInputs form={form} fromName="from" toName="to" />
      <SelectField
        form={form}
        name="action"
        label="작업"
        placeholder="전체"
        options={ACTION_OPTIONS}
      />
      <SubmitButton inline submitting={form.submitting} busyLabel="검색하는 중…">
        검색
      </SubmitButton>
      <FormRefusal message={form.formError} />
    </form>
  );
}
