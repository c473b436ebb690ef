import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import './SidewaysScroll.css';

/**
 * A wide table's frame on a narrow screen: a region that scrolls sideways, reached by the
 * keyboard (tabIndex) and named for screen readers, which says so in words, and with a shadow on
 * the side where columns are hidden, whenever its content is wider than the screen.
 */
export function SidewaysScroll({
  label,
  className,
  children,
}: {
  /** The region's name: 기금별 모금액 표. */
  readonly label: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const wider = useWiderThanFrame(frame);
  return (
    <>
      <div
        ref={frame}
        className={`sideways-scroll${wider ? ' sideways-scroll--wider' : ''}${className ? ` ${className}` : ''}`}
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-describedby={wider ? hintId : undefined}
      >
        {children}
      </div>
      {wider ? (
        <p id={hintId} className="sideways-scroll__hint">
          표가 화면보다 넓습니다. 옆으로 밀어 나머지 열을 보세요.
        </p>
      ) : null}
    </>
  );
}

/** Whether the frame's content is wider than the frame, measured again as its size changes. */
function useWiderThanFrame(frame: RefObject<HTMLDivElement | null>): boolean {
  const [wider, setWider] = useState(false);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setWider(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [frame]);
  return wider;
}
