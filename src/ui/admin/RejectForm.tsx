import { useId, useState } from 'react';
import { REJECTION_REASON_MAX_LENGTH } from '../../domain/admin/member-summary';

/** The reason for turning one application down, mailed to the applicant. */
export function RejectForm({
  applicantName,
  busy,
  onReject,
  onCancel,
}: {
  readonly applicantName: string;
  readonly busy: boolean;
  readonly onReject: (reason: string) => void;
  readonly onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="admin-reject"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError('거절 사유를 입력해 주세요.');
          return;
        }
        onReject(reason.trim());
      }}
    >
      <label htmlFor={id}>{applicantName}님의 가입 신청을 거절하는 사유</label>
      <textarea
        id={id}
        value={reason}
        rows={3}
        maxLength={REJECTION_REASON_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="form__error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="form__hint">
          사유는 신청자에게 메일로 전해집니다. {REJECTION_REASON_MAX_LENGTH}자까지 적을 수 있습니다.
        </p>
      )}
      <p className="admin-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          거절하기
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          취소
        </button>
      </p>
    </form>
  );
}
