import { useState } from 'react';
import {
  COMPANY_REJECT_REASON_MAX_LENGTH,
  type CompanyReview,
  companyReviewRefusal,
  type OfficeCompany,
} from '../../domain/companies/companies';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { FormRefusal } from '../shared/forms/FormRefusal';

export interface CompanyDecisionProps {
  readonly company: OfficeCompany;
  readonly onDecided: () => void;
}

/**
 * The office's decision on one listing, as it reads it: 승인, or 반려 with a reason the member
 * will see. A listing the member changed meanwhile is refused, so the office reads it again.
 */
export function CompanyDecision({ company, onDecided }: CompanyDecisionProps) {
  const { officeCompanies, notifier } = useAppServices();
  const reasonOf = useRefusalReason();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = `reject-reason-${company.companyId}`;
  const rejectLabel = company.status === 'approved' ? '게시 중단(반려)' : '반려';

  const decide = async (review: CompanyReview) => {
    const refusal = companyReviewRefusal(review);
    if (refusal) return setProblem(refusal);
    setProblem(null);
    setBusy(true);
    try {
      await officeCompanies.reviewCompany(company.companyId, review);
      notifier.success(
        review.decision === 'approve'
          ? `「${company.name}」을(를) 승인했습니다. 목록에 게시됩니다.`
          : `「${company.name}」을(를) 반려했습니다.`,
      );
      onDecided();
    } catch (error) {
      setProblem(reasonOf(error, '처리하지 못했습니다.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="company__decision">
      {rejecting ? (
        <div className="form__field">
          <label htmlFor={reasonId}>반려 사유 (등록한 동문에게 보입니다)</label>
          <textarea
            id={reasonId}
            rows={3}
            value={reason}
            maxLength={COMPANY_REJECT_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      ) : null}
      <FormRefusal message={problem} />
      <p className="company__actions">
        {rejecting ? (
          <>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              aria-label={`반려하기: ${company.name}`}
              onClick={() =>
                void decide({ decision: 'reject', reason, updatedAt: company.updatedAt })
              }
            >
              반려하기
            </button>
            <button type="button" className="button" onClick={() => setRejecting(false)}>
              취소
            </button>
          </>
        ) : (
          <>
            {company.status !== 'approved' ? (
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                aria-label={`승인: ${company.name}`}
                onClick={() => void decide({ decision: 'approve', updatedAt: company.updatedAt })}
              >
                승인
              </button>
            ) : null}
            {company.status !== 'rejected' ? (
              <button
                type="button"
                className="button"
                aria-label={`${rejectLabel}: ${company.name}`}
                onClick={() => setRejecting(true)}
              >
                {rejectLabel}
              </button>
            ) : null}
          </>
        )}
      </p>
    </div>
  );
}
