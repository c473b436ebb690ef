import { createContext } from 'react';

/** Asked before a page with edits not saved yet is left. */
export const UNSAVED_EDITS_QUESTION =
  '저장하지 않은 내용이 있습니다. 이 페이지를 나가면 고친 내용이 사라집니다. 나갈까요?';

/**
 * The editors whose changes are not saved yet. The app's navigations ask here first
 * (`mayLeave`), so that a link, the menu or the header never drops an office worker's edits
 * silently; closing or reloading the tab is asked by the browser (`beforeunload`).
 */
export class UnsavedEdits {
  private readonly editors = new Set<object>();

  constructor(private readonly ask: (question: string) => boolean) {}

  hold(editor: object): void {
    this.editors.add(editor);
  }

  release(editor: object): void {
    this.editors.delete(editor);
  }

  /** Nothing is unsaved, or the person agrees to drop it (then it is forgotten). */
  mayLeave(): boolean {
    if (this.editors.size === 0) return true;
    if (!this.ask(UNSAVED_EDITS_QUESTION)) return false;
    this.editors.clear();
    return true;
  }
}

/** The app's unsaved edits, for the editors' hook (use-unsaved-edits.ts). */
export const UnsavedEditsContext = createContext<UnsavedEdits | null>(null);

export const UnsavedEditsProvider = UnsavedEditsContext.Provider;
