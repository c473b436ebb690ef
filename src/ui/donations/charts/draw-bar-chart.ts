import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { formatKoreanAmountShort } from '../../../domain/shared/format/korean-amount-short';

// Chart.js, loaded only with 기부 현황 (a chunk of its own): bars, their scales, legend and tips.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The site's colours (tokens.css), each series its own, distinguishable in grey as well. */
const COLOURS = ['#1f4e79', '#b3541e', '#1e6b3a', '#7a5c9e', '#59616b', '#0f2742'];

export interface BarSeries {
  readonly label: string;
  readonly values: readonly number[];
}

/** Amounts in won, by category; written in Korean units on the axis and in the tips. */
export interface BarChartSpec {
  readonly categories: readonly string[];
  readonly series: readonly BarSeries[];
  readonly stacked?: boolean;
}

/** Draws the bars on the canvas; answers how to remove them (the page going away). */
export function drawBarChart(canvas: HTMLCanvasElement, spec: BarChartSpec): () => void {
  const style = getComputedStyle(document.documentElement);
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels: [...spec.categories],
      datasets: spec.series.map((series, index) => ({
        label: series.label,
        data: [...series.values],
        backgroundColor: COLOURS[index % COLOURS.length],
        borderRadius: 3,
        maxBarThickness: 48,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : { duration: 400 },
      font: { family: style.fontFamily },
      plugins: {
        legend: { display: spec.series.length > 1, position: 'bottom' },
        tooltip: {
          callbacks: {
            label: (item) => `${item.dataset.label ?? ''}: ${formatKoreanAmount(Number(item.raw))}`,
          },
        },
      },
      scales: {
        x: { stacked: spec.stacked ?? false, grid: { display: false } },
        y: {
          stacked: spec.stacked ?? false,
          beginAtZero: true,
          ticks: {
            callback: (value) => formatKoreanAmountShort(Number(value)),
          },
        },
      },
    },
  });
  return () => chart.destroy();
}
