import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A console table in a box of its own that scrolls sideways when the table is wider than the
 * column (a phone, a register of many columns), with a line above it saying so while it is:
 * the page itself never widens, and no column is squeezed to a letter a line. The box takes the
 * keyboard's focus, so that its arrows scroll it too.
 */
export function TableScroll({
  label,
  children,
}: {
  /** The box's name for screen readers (e.g. "발급 대장 표"). */
  readonly label: string;
  readonly children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWider(element.scrollWidth > element.clientWidth + 1);
    measure();
    // Rows arriving and the window's width both change it.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {wider ? (
        <p id={hintId} className="office-table-hint muted">
          표가 화면보다 넓습니다. 옆으로 밀면 오른쪽 열을 볼 수 있습니다.
        </p>
      ) : null}
      <div
        ref={box}
        className="office-table-scroll"
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-describedby={wider ? hintId : undefined}
      >
        {children}
      </div>
    </>
  );
}
