import {
  DONOR_ADDRESS_MAX_LENGTH,
  DONOR_KIND_LABELS,
  DONOR_KINDS,
  DONOR_NAME_MAX_LENGTH,
  DONOR_PHONE_MAX_LENGTH,
  type Donor,
  type DonorDraft,
  validateDonorDraft,
} from '../../../domain/donations/records';
import { calendarDateOf } from '../../../domain/shared/format/date-format';
import { useAppServices } from '../../shared/app/app-services';
import { CheckboxField, FormRefusal, SubmitButton, TextField } from '../../shared/forms/kit';
import { useForm } from '../../shared/forms/use-form';

type DonorValues = Omit<DonorDraft, 'memberId' | 'graduationYear'> & {
  readonly memberId: string;
  readonly graduationYear: string;
};

/**
 * A donor as the office registers or corrects them: a member (by their id), or an outside person
 * or company (사업자등록번호 checked). Named in the hall of fame only when they agreed.
 */
export function DonorForm({
  donor,
  suggested,
  onSaved,
  onCancel,
}: {
  readonly donor: Donor | null;
  /** What a new donor's form starts with (a deposit's name and phone, from the import). */
  readonly suggested?: { readonly name: string; readonly phone: string };
  readonly onSaved: (donorId: string, name: string) => void;
  readonly onCancel: () => void;
}) {
  const { officeDonations, clock, notifier } = useAppServices();
  const form = useForm<DonorValues>({
    initial: {
      kind: donor?.kind ?? 'person',
      namedInHallOfFame: donor?.namedInHallOfFame ?? false,
      name: donor?.name ?? suggested?.name ?? '',
      memberId: donor?.memberId ?? '',
      businessNumber: donor?.businessNumber ?? '',
      phone: donor?.phone ?? suggested?.phone ?? '',
      email: donor?.email ?? '',
      address: donor?.address ?? '',
      graduationYear: donor?.graduationYear ? String(donor.graduationYear) : '',
    },
    rules: {},
    onSubmit: async (values): Promise<void> => {
      const year = values.graduationYear.trim();
      if (year && !/^\d{4}$/u.test(year))
        return form.refuse('졸업 연도는 1998처럼 네 자리로 입력해 주세요.');
      const draft: DonorDraft = {
        ...values,
        memberId: values.memberId.trim() || null,
        graduationYear: year ? Number(year) : null,
      };
      const checked = validateDonorDraft(draft, calendarDateOf(clock.now()));
      if (!checked.ok) return form.refuse(checked.message);
      const donorId = donor
        ? (await officeDonations.updateDonor(donor.donorId, draft), donor.donorId)
        : await officeDonations.createDonor(draft);
      notifier.success(`기부자 정보를 저장했습니다: ${checked.value.name}`);
      onSaved(donorId, checked.value.name);
    },
    failure: '저장하지 못했습니다.',
  });
  const { kind } = form.values;
  const prefix = donor ? `donor-${donor.donorId}` : 'donor-new';

  return (
    <form
      {...form.formProps}
      className="office-donations__form"
      aria-label={donor ? `기부자 ${donor.name} 고치기` : '새 기부자'}
    >
      <fieldset className="office-donations__uses">
        <legend>구분</legend>
        <div className="office-donations__row">
          {DONOR_KINDS.map((each) => (
            <div key={each} className="form__check">
              <input
                id={`${prefix}-kind-${each}`}
                type="radio"
                name={`${prefix}-kind`}
                checked={kind === each}
                onChange={() => form.setValue('kind', each)}
              />
              <label htmlFor={`${prefix}-kind-${each}`}>{DONOR_KIND_LABELS[each]}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <TextField
        form={form}
        name="name"
        label={kind === 'company' ? '법인·단체 이름' : '이름'}
        maxLength={DONOR_NAME_MAX_LENGTH}
      />
      {kind === 'company' ? (
        <TextField
          form={form}
          name="businessNumber"
          label="사업자등록번호"
          hint="예) 123-45-67890"
          maxLength={20}
        />
      ) : (
        <TextField
          form={form}
          name="memberId"
          label="회원 아이디"
          hint="회원이면 아이디를 적습니다. 본인이 내 정보에서 기부 내역과 영수증을 봅니다."
          maxLength={20}
        />
      )}
      <div className="office-donations__row">
        <TextField form={form} name="phone" label="연락처" maxLength={DONOR_PHONE_MAX_LENGTH} />
        <TextField form={form} name="email" label="이메일" maxLength={100} />
      </div>
      <TextField
        form={form}
        name="address"
        label="주소(영수증에 적힘)"
        maxLength={DONOR_ADDRESS_MAX_LENGTH}
      />
      {kind === 'person' ? (
        <TextField form={form} name="graduationYear" label="졸업 연도" maxLength={4} />
      ) : null}
      <CheckboxField
        id={`${prefix}-named`}
        label="명예의 전당에 이름 공개 (본인이 동의한 경우만)"
        checked={form.values.namedInHallOfFame}
        onChange={(checked) => form.setValue('namedInHallOfFame', checked)}
      />
      <FormRefusal message={form.formError} />
      <p className="office-donations__actions">
        <SubmitButton inline submitting={form.submitting} busyLabel="저장하는 중…">
          기부자 저장
        </SubmitButton>
        <button type="button" className="button" onClick={onCancel}>
          취소
        </button>
      </p>
    </form>
  );
}
