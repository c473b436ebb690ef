/**
 * A page drawn as plain data: what the layout decides on the main thread and a PDF worker
 * draws (pdf-worker-pool.ts). Points, from the page's top left; A4 is 595.28 × 841.89.
 */
export type FontWeight = 'regular' | 'bold';

export type DrawOperation =
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly align: 'left' | 'center' | 'right';
      readonly weight: FontWeight;
      readonly size: number;
      /** Lines it may wrap to within `width` (1: one line, cut with an ellipsis). */
      readonly lines?: number;
    }
  | {
      readonly kind: 'box';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      /** A grey level from 0 (black) to 1 (white) to fill with, or none. */
      readonly fill?: number;
      readonly lineWidth: number;
    }
  | { readonly kind: 'page' };

export interface DrawnDocument {
  readonly title: string;
  readonly author: string;
  readonly operations: readonly DrawOperation[];
}

export const A4 = { width: 595.28, height: 841.89 } as const;
