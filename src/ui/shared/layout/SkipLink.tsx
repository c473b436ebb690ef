import './SkipLink.css';

/** The first focusable element: jumps over the header to the page (KWCAG 2.2). */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      본문 바로가기
    </a>
  );
}
