/**
 * jsdom computes styles (so it knows an element's `animation-name` and `animation-duration`)
 * but runs no animations, so `animationend` never comes. This plays them on the timer functions
 * (fake ones in a test): an animation that runs for its duration ends with `animationend`; a
 * paused one waits; a new animation name starts over. Enough for components whose timing
 * comes from CSS animations, such as react-toastify's toasts and progress bars.
 */
export function playCssAnimations(root: Node = document.body): () => void {
  interface Playing {
    name: string;
    remainingMs: number;
    startedAt: number | null;
    timer: ReturnType<typeof setTimeout> | null;
  }
  const playing = new Map<Element, Playing>();

  function durationMs(text: string): number {
    const first = text.split(',')[0]?.trim() ?? '0s';
    const value = Number.parseFloat(first);
    if (Number.isNaN(value)) return 0;
    return first.endsWith('ms') ? value : value * 1000;
  }

  function pause(state: Playing): void {
    if (state.timer === null || state.startedAt === null) return;
    clearTimeout(state.timer);
    state.remainingMs = Math.max(0, state.remainingMs - (Date.now() - state.startedAt));
    state.timer = null;
    state.startedAt = null;
  }

  const TIME = /^-?[\d.]+m?s$/u;
  const KEYWORD =
    /^(?:none|linear|ease(?:-in|-out|-in-out)?|step-start|step-end|infinite|forwards|backwards|both|normal|reverse|alternate(?:-reverse)?|running|paused|[\d.]+)$/u;

  /** jsdom does not expand the `animation` shorthand: its name and duration are read here. */
  function animationOf(style: CSSStyleDeclaration): { name: string; duration: string } {
    const shorthand = (style.getPropertyValue('animation') || '').split(/\s+/u).filter(Boolean);
    const declaredName = style.animationName;
    const name =
      declaredName && declaredName !== 'none'
        ? declaredName
        : (shorthand.find((token) => !TIME.test(token) && !KEYWORD.test(token)) ?? 'none');
    const duration = style.animationDuration || shorthand.find((token) => TIME.test(token)) || '0s';
    return { name, duration };
  }

  function update(element: Element): void {
    const style = getComputedStyle(element);
    const { name, duration } = animationOf(style);
    let state = playing.get(element);
    if (name === 'none' || !element.isConnected) {
      if (state) pause(state);
      playing.delete(element);
      return;
    }
    if (!state || state.name !== name) {
      if (state) pause(state);
      state = {
        name,
        remainingMs: durationMs(duration),
        startedAt: null,
        timer: null,
      };
      playing.set(element, state);
    }
    const running = (style.animationPlayState || 'running').split(',')[0]?.trim() !== 'paused';
    if (!running) {
      pause(state);
      return;
    }
    if (state.timer !== null) return;
    const current = state;
    current.startedAt = Date.now();
    current.timer = setTimeout(() => {
      playing.delete(element);
      // Listeners added by hand hear `animationend`; React, in a window without AnimationEvent
      // (jsdom), listens for the WebKit-prefixed name instead.
      element.dispatchEvent(new Event('animationend', { bubbles: true }));
      element.dispatchEvent(new Event('webkitAnimationEnd', { bubbles: true }));
    }, current.remainingMs);
  }

  function visit(node: Node): void {
    if (!(node instanceof Element)) return;
    update(node);
    for (const child of node.querySelectorAll('*')) update(child);
  }

  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') update(mutation.target as Element);
      for (const added of mutation.addedNodes) visit(added);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class', 'style'],
  });
  visit(root);

  return () => {
    observer.disconnect();
    for (const state of playing.values()) pause(state);
    playing.clear();
  };
}
