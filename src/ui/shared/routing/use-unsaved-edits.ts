import { useContext, useEffect, useMemo, useState } from 'react';
import { UnsavedEditsContext } from './unsaved-edits';

// Apart from the app's UnsavedEdits: only the editors use it, and they load with their pages.
/**
 * Holds the page while `unsaved` is true: leaving it in the app asks first, and so does closing
 * or reloading the tab. `saved()` lets go at once, for a save that navigates right after (the
 * next render would be too late).
 */
export function useUnsavedEdits(unsaved: boolean): { readonly saved: () => void } {
  const edits = useContext(UnsavedEditsContext);
  const [editor] = useState(() => ({}));
  useEffect(() => {
    if (!edits || !unsaved) return;
    edits.hold(editor);
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      edits.release(editor);
      window.removeEventListener('beforeunload', warn);
    };
  }, [edits, unsaved, editor]);
  return useMemo(() => ({ saved: () => edits?.release(editor) }), [edits, editor]);
}
