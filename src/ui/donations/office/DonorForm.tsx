import { useState } from 'react';
import {
  DONOR_ADDRESS_MAX_LENGTH,
  DONOR_KIND_LABELS,
  DONOR_KINDS,
  DONOR_NAME_MAX_LENGTH,
  DONOR_PHONE_MAX_LENGTH,
  type Donor,
  type DonorDraft,
  type DonorKind,
  validateDonorDraft,
} from '../../../domain/donations/records';
import { calendarDateOf } from '../../../domain/shared/format/date-format';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal } from '../../shared/forms/FormRefusal';
import { useAction } from '../../shared/forms/use-action';

type Texts = Omit<DonorDraft, 'memberId' | 'graduationYear' | 'namedInHallOfFame' | 'kind'> & {
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
  const [kind, setKind] = useState<DonorKind>(donor?.kind ?? 'person');
  const [named, setNamed] = useState(donor?.namedInHallOfFame ?? false);
  const [texts, setTexts] = useState<Texts>({
    name: donor?.name ?? suggested?.name ?? '',
    memberId: donor?.memberId ?? '',
    businessNumber: donor?.businessNumber ?? '',
    phone: donor?.phone ?? suggested?.phone ?? '',
    email: donor?.email ?? '',
    address: donor?.address ?? '',
    graduationYear: donor?.graduationYear ? String(donor.graduationYear) : '',
  });
  const { busy: saving, problem, refuse, run } = useAction();
  const prefix = donor ? `donor-${donor.donorId}` : 'donor-new';

  const save = async () => {
    const year = texts.graduationYear.trim();
    if (year && !/^\d{4}$/u.test(year))
      return refuse('졸업 연도는 1998처럼 네 자리로 입력해 주세요.');
    const draft: DonorDraft = {
      ...texts,
      kind,
      memberId: texts.memberId.trim() || null,
      graduationYear: year ? Number(year) : null,
      namedInHallOfFame: named,
    };
    const checked = validateDonorDraft(draft, calendarDateOf(clock.now()));
    if (!checked.ok) return refuse(checked.message);
    await run(async () => {
      const donorId = donor
        ? (await officeDonations.updateDonor(donor.donorId, draft), donor.donorId)
        : await officeDonations.createDonor(draft);
      notifier.success(`기부자 정보를 저장했습니다: ${checked.value.name}`);
      onSaved(donorId, checked.value.name);
    }, '저장하지 못했습니다.');
  };

  const field = (
    name: keyof Texts,
    label: string,
    extra: { maxLength?: number; hint?: string } = {},
  ) => (
    <div className="form__field">
      <label htmlFor={`${prefix}-${name}`}>{label}</label>
      {extra.hint ? (
        <p id={`${prefix}-${name}-hint`} className="form__hint">
          {extra.hint}
        </p>
      ) : null}
      <input
        id={`${prefix}-${name}`}
        value={texts[name]}
        maxLength={extra.maxLength}
        aria-describedby={extra.hint ? `${prefix}-${name}-hint` : undefined}
        onChange={(event) => setTexts({ ...texts, [name]: event.target.value })}
      />
    </div>
  );

  return (
    <form
      className="office-donations__form"
      noValidate
      aria-label={donor ? `기부자 ${donor.name} 고치기` : '새 기부자'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
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
                onChange={() => setKind(each)}
              />
              <label htmlFor={`${prefix}-kind-${each}`}>{DONOR_KIND_LABELS[each]}</label>
            </div>
          ))}
        </div>
      </fieldset>
      {field('name', kind === 'company' ? '법인·단체 이름' : '이름', {
        maxLength: DONOR_NAME_MAX_LENGTH,
      })}
      {kind === 'company'
        ? field('businessNumber', '사업자등록번호', { maxLength: 20, hint: '예) 123-45-67890' })
        : field('memberId', '회원 아이디', {
            maxLength: 20,
            hint: '회원이면 아이디를 적습니다. 본인이 내 정보에서 기부 내역과 영수증을 봅니다.',
          })}
      <div className="office-donations__row">
        {field('phone', '연락처', { maxLength: DONOR_PHONE_MAX_LENGTH })}
        {field('email', '이메일', { maxLength: 100 })}
      </div>
      {field('address', '주소(영수증에 적힘)', { maxLength: DONOR_ADDRESS_MAX_LENGTH })}
      {kind === 'person' ? field('graduationYear', '졸업 연도', { maxLength: 4 }) : null}
      <div className="form__check">
        <input
          id={`${prefix}-named`}
          type="checkbox"
          checked={named}
          onChange={(event) => setNamed(event.target.checked)}
        />
        <label htmlFor={`${prefix}-named`}>명예의 전당에 이름 공개 (본인이 동의한 경우만)</label>
      </div>
      <FormRefusal message={problem} />
      <p className="office-donations__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? '저장하는 중…' : '기부자 저장'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          취소
        </button>
      </p>
    </form>
  );
}
