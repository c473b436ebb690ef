import type { ReactNode } from 'react';

/** Said while notices load (a list, a notice, one to edit). */
export function NoticesLoading() {
  return (
    <p role="status" className="muted">
      공지사항을 불러오는 중입니다…
    </p>
  );
}

/** Notices that could not be loaded: what may be wrong, "다시 시도", and a way elsewhere. */
export function NoticesFailed({
  reason,
  onRetry,
  children,
}: {
  readonly reason?: string;
  readonly onRetry: () => void;
  readonly children?: ReactNode;
}) {
  return (
    <div role="alert">
      <p>공지사항을 불러오지 못했습니다.{reason ? ` ${reason}` : ''}</p>
      <p>
        <button type="button" className="button" onClick={onRetry}>
          다시 시도
        </button>
        {children}
      </p>
    </div>
  );
}

/** Why a single notice may not be there. */
export const NOTICE_MAY_BE_GONE = '삭제되었거나 주소가 잘못되었을 수 있습니다.';
