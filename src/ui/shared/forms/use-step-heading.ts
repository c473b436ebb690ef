import { useEffect, useRef } from 'react';

/**
 * The heading of the step on screen. When the step changes (not on the first showing, where the
 * route's own focus handling applies), the focus moves to it, so that keyboard users start there
 * and screen readers read it out.
 */
export function useStepHeading<E extends HTMLElement>(step: string) {
  const heading = useRef<E | null>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}
