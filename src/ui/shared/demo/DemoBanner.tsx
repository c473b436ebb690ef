import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import './DemoBanner.css';

export const DEMO_BANNER_TEXT = '체험용 사이트입니다 — 입력한 내용은 이 브라우저에만 저장됩니다';

/**
 * The demo's notice above every page (`npm run demo`, loaded only in that mode): what is typed
 * stays in this browser, and 초기화 brings the demo back to its first state after a second
 * click that says what will be lost.
 */
export function DemoBanner({ onReset }: { readonly onReset: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const reset = () => {
    setResetting(true);
    void onReset().finally(() => setResetting(false));
  };
  return (
    <aside className="demo-banner" aria-label="체험용 사이트 안내">
      <p className="demo-banner__text">{DEMO_BANNER_TEXT}</p>
      {confirming ? (
        <p className="demo-banner__confirm">
          <span>입력한 내용과 로그인을 모두 지우고 처음 상태로 되돌릴까요?</span>
          <button
            type="button"
            className="button button--danger demo-banner__button"
            disabled={resetting}
            onClick={reset}
          >
            처음 상태로 되돌리기
          </button>
          <button
            type="button"
            className="button demo-banner__button"
            disabled={resetting}
            onClick={() => setConfirming(false)}
          >
            취소
          </button>
        </p>
      ) : (
        <button
          type="button"
          className="button demo-banner__button"
          onClick={() => setConfirming(true)}
        >
          초기화
        </button>
      )}
    </aside>
  );
}

/** Draws the banner into `host`, a root of its own beside the app's (so the app's is untouched). */
export function mountDemoBanner(host: Element, onReset: () => Promise<void>): void {
  createRoot(host).render(<DemoBanner onReset={onReset} />);
}
