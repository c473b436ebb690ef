import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Files share the worker's jsdom (vite.config.ts, isolate: false): each test leaves no rendered
// tree, no stored keys and no address behind for the next, in this file or another.
afterEach(() => {
  cleanup();
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

// A page's chunk (the console's editor with ProseMirror) is loaded on its first render; on a
// loaded two-core machine that alone can pass the default second. Waiting longer only delays a
// failure: what is awaited must still appear.
configure({ asyncUtilTimeout: 5000 });

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
