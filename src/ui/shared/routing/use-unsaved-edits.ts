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
    const stay = stayOnRefusedTraversal(edits);
    window.addEventListener('beforeunload', warn);
    window.addEventListener('popstate', stay, { capture: true });
    return () => {
      edits.release(editor);
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('popstate', stay, { capture: true });
    };
  }, [edits, unsaved, editor]);
  return useMemo(() => ({ saved: () => edits?.release(editor) }), [edits, editor]);
}

/**
 * The browser's back or forward, heard in the capture phase before the router and the access
 * log (guarded-location.ts): when the person chooses to stay, nobody else hears of it and the
 * editor's address comes back, pushed where the browser went (back then leaves it, once saved or
 * agreed). The browser has already moved by then: `popstate` cannot be cancelled.
 */
function stayOnRefusedTraversal(edits: UnsavedEdits): (event: PopStateEvent) => void {
  const addressNow = () => `${window.location.pathname}${window.location.search}`;
  const here = addressNow();
  return (event) => {
    // Back or forward between anchors of the editor's page (#…) leaves nothing.
    if (addressNow() === here || edits.mayLeave()) return;
    event.stopImmediatePropagation();
    window.history.pushState(null, '', here);
  };
}
