import { useState } from 'react';
import { DONOR_KIND_LABELS, type Donor } from '../../../domain/donations/records';
import type { Page } from '../../../domain/shared/paging/page';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal, SubmitButton, TextField } from '../../shared/forms/kit';
import { useForm } from '../../shared/forms/use-form';
import { DonorForm } from './DonorForm';

export interface PickedDonor {
  readonly donorId: string;
  readonly name: string;
}

/**
 * Finds the donor a gift is from (by name, phone, e-mail or member id), or registers a new one;
 * the one picked is who the next donation is entered for.
 */
export function DonorPicker({ onPick }: { readonly onPick: (donor: PickedDonor) => void }) {
  const { officeDonations } = useAppServices();
  const [found, setFound] = useState<Page<Donor> | null>(null);
  const [adding, setAdding] = useState(false);
  const form = useForm({
    initial: { query: '' },
    rules: {},
    onSubmit: async ({ query }) => {
      setFound(await officeDonations.officeDonors({ query, page: 1 }));
    },
  });

  if (adding) {
    return (
      <DonorForm
        donor={null}
        onSaved={(donorId, name) => {
          setAdding(false);
          onPick({ donorId, name });
        }}
        onCancel={() => setAdding(false)}
      />
    );
  }
  return (
    <div>
      <form
        {...form.formProps}
        className="office-donations__row"
        role="search"
        aria-label="기부자 찾기"
      >
        <TextField
          form={form}
          name="query"
          label="기부자 (이름, 연락처, 이메일, 회원 아이디)"
          type="search"
        />
        <p className="office-donations__actions">
          <SubmitButton inline submitting={form.submitting} busyLabel="찾는 중…">
            찾기
          </SubmitButton>
          <button type="button" className="button" onClick={() => setAdding(true)}>
            새 기부자
          </button>
        </p>
      </form>
      <FormRefusal message={form.formError} />
      {found ? (
        <p role="status">
          {found.total === 0
            ? '맞는 기부자가 없습니다. 처음 기부하는 분이면 새 기부자로 등록해 주세요.'
            : `기부자 ${found.total}명`}
        </p>
      ) : null}
      {found && found.items.length > 0 ? (
        <ul className="office-donations__list" aria-label="찾은 기부자">
          {found.items.map((donor) => (
            <li key={donor.donorId} className="office-donations__item">
              <strong>{donor.name}</strong>{' '}
              <span className="muted">
                {DONOR_KIND_LABELS[donor.kind]}
                {donor.graduationYear ? ` · ${donor.graduationYear}년 졸업` : ''}
                {donor.memberId ? ` · 회원 ${donor.memberId}` : ''}
                {donor.phone ? ` · ${donor.phone}` : ''}
              </span>{' '}
              <button
                type="button"
                className="button"
                aria-label={`고르기: ${donor.name}`}
                onClick={() => onPick({ donorId: donor.donorId, name: donor.name })}
              >
                고르기
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
