import { useState } from 'react';
import { DONOR_KIND_LABELS, type Donor } from '../../../domain/donations/records';
import type { Page } from '../../../domain/shared/paging/page';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal } from '../../shared/forms/FormRefusal';
import { useAction } from '../../shared/forms/use-action';
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
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Page<Donor> | null>(null);
  const { busy: searching, problem, run } = useAction();
  const [adding, setAdding] = useState(false);

  const search = () =>
    run(async () => {
      setFound(await officeDonations.officeDonors({ query, page: 1 }));
    }, '찾지 못했습니다.');

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
        className="office-donations__row"
        role="search"
        aria-label="기부자 찾기"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <div className="form__field">
          <label htmlFor="donor-query">기부자 (이름, 연락처, 이메일, 회원 아이디)</label>
          <input
            id="donor-query"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p className="office-donations__actions">
          <button type="submit" className="button" disabled={searching}>
            {searching ? '찾는 중…' : '찾기'}
          </button>
          <button type="button" className="button" onClick={() => setAdding(true)}>
            새 기부자
          </button>
        </p>
      </form>
      <FormRefusal message={problem} />
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
