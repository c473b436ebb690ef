import { useContext, useEffect, useMemo, useState } from 'react';
import { type UnsavedEdits, UnsavedEditsContext } from './unsaved-edits';

// Apart from the app's UnsavedEdits: only the editors use it, and they load with their pages.
/**
 * Holds the page while `unsaved` is true: leaving it in the app or by the browser's back and
 * forward asks first, and so does closing or reloading the tab. `saved()` lets go at once, for a
 * save that navigates right after (the next render would be too late).
 */
export function useUnsavedEdits(unsaved: boolean): { readonly saved: () => void } {
  const edits = useContext(UnsavedEditsContext);
  const [editor] = useState(() => ({}));
  useEffect(() => {
    if (!edits || !unsaved) return;
    edits.hold(editor);
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    const stopGuarding = guardHistoryTraversals(edits, window);
    return () => {
      edits.release(editor);
      window.removeEventListener('beforeunload', warn);
      stopGuarding();
    };
  }, [edits, unsaved, editor]);
  return useMemo(() => ({ saved: () => edits?.release(editor) }), [edits, editor]);
}

/**
 * The browser's back and forward, asked about before the page changes. Where the browser lets a
 * page cancel a traversal (the Navigation API's `navigate`), it is asked and cancelled before
 * the address changes. Otherwise `popstate` comes once the address has changed: it is heard in
 * the capture phase, before the router and the access log (guarded-location.ts), and when the
 * person chooses to stay nobody else hears of it and the editor's address is pushed back.
 */
function guardHistoryTraversals(edits: UnsavedEdits, target: Window): () => void {
  const addressNow = () => `${target.location.pathname}${target.location.search}`;
  const here = addressNow();
  const onNavigate = (event: NavigateEvent) => {
    const to = new URL(event.destination.url);
    if (event.navigationType !== 'traverse' || !event.cancelable) return;
    if (`${to.pathname}${to.search}` === here || edits.mayLeave()) return;
    event.preventDefault();
  };
  const onPopState = (event: PopStateEvent) => {
    // Back or forward between anchors of the editor's page (#…) leaves nothing.
    if (addressNow() === here || edits.mayLeave()) return;
    event.stopImmediatePropagation();
    target.history.pushState(null, '', here);
  };
  const navigation = 'navigation' in target ? target.navigation : undefined;
  navigation?.addEventListener('navigate', onNavigate);
  target.addEventListener('popstate', onPopState, { capture: true });
  return () => {
    navigation?.removeEventListener('navigate', onNavigate);
    target.removeEventListener('popstate', onPopState, { capture: true });
  };
}
