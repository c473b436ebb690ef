import { useEffect, useRef, useState } from 'react';
import type { BarChartSpec } from './draw-bar-chart';

export type { BarChartSpec, BarSeries } from './draw-bar-chart';

/**
 * A bar chart drawn by Chart.js once the library has loaded (only on the page that shows one).
 * The canvas is a picture to the screen reader, named by `label`; the same figures are in the
 * table beside it, which is what the server renders and what a failed load leaves.
 */
export function BarChart({ spec, label }: { readonly spec: BarChartSpec; readonly label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(spec);
  useEffect(() => {
    let remove: (() => void) | undefined;
    let gone = false;
    import('./draw-bar-chart').then(
      ({ drawBarChart }) => {
        const target = canvas.current;
        // jsdom and very old browsers draw nothing: the table stands alone.
        if (gone || !target?.getContext('2d')) return;
        remove = drawBarChart(target, spec);
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      remove?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawn again only when the figures change
  }, [key]);
  if (failed) return null;
  return (
    <div className="donation-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
