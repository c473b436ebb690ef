import { useEffect } from 'react';

export const LEAVE_UNSAVED = '저장하지 않은 변경이 있습니다. 이 화면을 떠날까요?';

/**
 * While there are unsaved changes: the browser asks before the tab closes or reloads, and a click
 * on a link of the site asks before the router leaves the screen (checked before the link's own
 * handler, in the capture phase).
 */
export function useUnsavedChanges(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || link.getAttribute('href')?.startsWith('#')) return;
      if (window.confirm(LEAVE_UNSAVED)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);
}
