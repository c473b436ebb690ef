import { useId } from 'react';
import { classLineOf } from '../../domain/directory';
import {
  DIRECTORY_FIELD_LABELS,
  DIRECTORY_FIELDS,
  type DirectoryPrivacy,
} from '../../domain/shared/member/directory-privacy';
import { useAppServices } from '../shared/app/app-services';
import { FormAlert, SubmitButton } from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';
import type { SectionProps } from './ProfileSection';
import { previewCardOf } from './preview-card';
import './PrivacySection.css';

/**
 * 동문 찾기 공개 범위: which of phone, e-mail, work and region other alumni may see, with a live
 * preview of the card they would see.
 */
export function PrivacySection({ saved, onSaved, headingId }: SectionProps) {
  const { profileUpdate, notifier } = useAppServices();
  const previewId = useId();
  const form = useForm<DirectoryPrivacy>({
    initial: saved.privacy,
    rules: {},
    onSubmit: async (privacy) => {
      const next = await profileUpdate.execute(saved, { privacy });
      onSaved(next);
      notifier.success('동문 찾기 공개 범위를 저장했습니다.');
    },
  });
  const card = previewCardOf(saved, form.values);
  const unsaved = DIRECTORY_FIELDS.some((field) => form.values[field] !== saved.privacy[field]);

  return (
    <form className="form" {...form.formProps} aria-labelledby={headingId}>
      <fieldset>
        <legend>동문 찾기에 공개할 정보</legend>
        <p className="form__hint">
          이름과 졸업 연도·기수는 항상 보입니다. 나머지는 선택한 항목만 로그인한 동문에게 보입니다.
        </p>
        <div className="form__checks">
          {DIRECTORY_FIELDS.map((field) => (
            <div className="form__check" key={field}>
              <input
                id={form.idOf(field)}
                name={field}
                type="checkbox"
                checked={form.values[field]}
                onChange={(event) => form.setValue(field, event.target.checked)}
              />
              <label htmlFor={form.idOf(field)}>{DIRECTORY_FIELD_LABELS[field]} 공개</label>
            </div>
          ))}
        </div>
      </fieldset>

      <section className="alumni-card-preview" aria-labelledby={previewId}>
        <h3 id={previewId}>다른 동문에게 보이는 내 정보</h3>
        {card ? (
          <dl>
            <div>
              <dt>이름</dt>
              <dd>{card.name}</dd>
            </div>
            <div>
              <dt>졸업</dt>
              <dd>{classLineOf(card)}</dd>
            </div>
            {card.phone ? (
              <div>
                <dt>{DIRECTORY_FIELD_LABELS.phone}</dt>
                <dd>{card.phone}</dd>
              </div>
            ) : null}
            {card.email ? (
              <div>
                <dt>{DIRECTORY_FIELD_LABELS.email}</dt>
                <dd>{card.email}</dd>
              </div>
            ) : null}
            {card.company || card.jobTitle ? (
              <div>
                <dt>{DIRECTORY_FIELD_LABELS.company}</dt>
                <dd>{[card.company, card.jobTitle].filter(Boolean).join(' · ')}</dd>
              </div>
            ) : null}
            {card.region ? (
              <div>
                <dt>{DIRECTORY_FIELD_LABELS.region}</dt>
                <dd>{card.region}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p>승인된 회원만 동문 찾기에 나옵니다.</p>
        )}
        <p className="form__hint">
          저장된 정보를 기준으로 보여 드립니다.
          {unsaved ? ' 바꾼 공개 범위는 저장해야 적용됩니다.' : ''}
        </p>
      </section>

      <FormAlert message={form.formError} />
      <SubmitButton submitting={form.submitting} busyLabel="저장하는 중…">
        공개 범위 저장
      </SubmitButton>
    </form>
  );
}
