import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom lays nothing out; ProseMirror (the notice editor) asks where the selection is drawn.
// No boxes at all is the honest answer, and lets the editor take typed text and commands.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const noRect = () => new DOMRect(0, 0, 0, 0);
// (Only where there is a DOM: a few UI tests run on Node, e.g. the build-time rendering.)
if (typeof Range !== 'undefined') {
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= noRect;
  Element.prototype.getClientRects ??= noRects;
  document.elementFromPoint ??= () => null;
}
