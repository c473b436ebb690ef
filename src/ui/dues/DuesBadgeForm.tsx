import { DUES_BADGE_LABEL, DUES_BADGE_PREFERENCE_LABEL } from '../../domain/payments';
import { useAppServices } from '../shared/app/app-services';
import { CheckboxField, FormRefusal, SubmitButton } from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';

/** Whether 동문 찾기 shows the member's 회비 납부 badge: off until they turn it on. */
export function DuesBadgeForm({
  showBadge,
  onSaved,
}: {
  readonly showBadge: boolean;
  readonly onSaved: (showBadge: boolean) => void;
}) {
  const { dues, notifier } = useAppServices();
  const form = useForm({
    initial: { showBadge },
    rules: {},
    onSubmit: async (values) => {
      await dues.saveDuesBadge(values.showBadge);
      notifier.success(
        values.showBadge
          ? `동문 찾기에 ${DUES_BADGE_LABEL} 표시를 켰습니다.`
          : `동문 찾기에 ${DUES_BADGE_LABEL} 표시를 껐습니다.`,
      );
      onSaved(values.showBadge);
    },
  });

  return (
    <form {...form.formProps} className="form" aria-label={DUES_BADGE_PREFERENCE_LABEL}>
      <CheckboxField
        id={form.idOf('showBadge')}
        label={DUES_BADGE_PREFERENCE_LABEL}
        checked={form.values.showBadge}
        onChange={(checked) => form.setValue('showBadge', checked)}
      />
      <p className="form__hint">
        켜면 올해 회비를 낸 동안 동문 찾기의 내 카드에 ‘{DUES_BADGE_LABEL}’이 보입니다.
      </p>
      <FormRefusal message={form.formError} />
      <SubmitButton inline submitting={form.submitting} busyLabel="저장하는 중…">
        저장
      </SubmitButton>
    </form>
  );
}
