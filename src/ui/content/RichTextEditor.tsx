import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { RichTextImageForm } from './RichTextImageForm';
import './RichTextEditor.css';

export interface RichTextEditorProps {
  /** The id of the visible label that names the editor. */
  readonly labelledBy: string;
  /** The id of the hint or error that describes it. */
  readonly describedBy?: string;
  /** Its text was refused (marked, so that the form's first-invalid focus finds it). */
  readonly invalid?: boolean;
  readonly initialHtml: string;
  /** Called with the HTML after each change, and whether the body holds no text. */
  readonly onChange: (html: string, empty: boolean) => void;
}

/**
 * The office's rich text (a notice's body): Tiptap over ProseMirror, which leaves Korean input
 * to the browser's IME while a syllable is being composed (docs/decisions.md). What it makes
 * is the server's allow-list and no more: paragraphs, headings 2–4, emphasis, lists, quotes,
 * code, links and the site's own photos. A toolbar of plain buttons, each saying whether it is on (`aria-pressed`).
 */
export function RichTextEditor({
  labelledBy,
  describedBy,
  invalid = false,
  initialHtml,
  onChange,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      // Only the site's processed photos (RichTextImageForm); no pasted data: or foreign image.
      Image.configure({ allowBase64: false }),
    ],
    content: initialHtml,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: 'rich-text__area',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML(), changed.isEmpty),
  });
  return (
    <div className="rich-text">
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

type Mark = 'bold' | 'italic' | 'underline' | 'strike';

function Toolbar({ editor }: { editor: Editor }) {
  const [linking, setLinking] = useState(false);
  const [picturing, setPicturing] = useState(false);
  const chain = () => editor.chain().focus();
  const button = (label: string, active: boolean, run: () => void) => (
    <button type="button" aria-pressed={active} onClick={run}>
      {label}
    </button>
  );
  const mark = (label: string, name: Mark) =>
    button(label, editor.isActive(name), () => chain().toggleMark(name).run());
  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label="서식">
      {mark('굵게', 'bold')}
      {mark('기울임', 'italic')}
      {mark('밑줄', 'underline')}
      {mark('취소선', 'strike')}
      {button('제목', editor.isActive('heading', { level: 2 }), () =>
        chain().toggleHeading({ level: 2 }).run(),
      )}
      {button('소제목', editor.isActive('heading', { level: 3 }), () =>
        chain().toggleHeading({ level: 3 }).run(),
      )}
      {button('글머리 목록', editor.isActive('bulletList'), () => chain().toggleBulletList().run())}
      {button('번호 목록', editor.isActive('orderedList'), () => chain().toggleOrderedList().run())}
      {button('인용', editor.isActive('blockquote'), () => chain().toggleBlockquote().run())}
      {button('링크', editor.isActive('link') || linking, () => setLinking((open) => !open))}
      {linking ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
      {button('사진', picturing, () => setPicturing((open) => !open))}
      {picturing ? <RichTextImageForm editor={editor} onDone={() => setPicturing(false)} /> : null}
    </div>
  );
}

/** The address of the selected text's link: http(s) or mail only, as the server keeps. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState(String(editor.getAttributes('link').href ?? 'https://'));
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const address = href.trim();
    if (!/^(https?:\/\/[^\s]+|mailto:[^\s]+)$/u.test(address)) {
      setError('https:// 또는 mailto: 로 시작하는 주소를 입력해 주세요.');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    onDone();
  };
  return (
    <span className="rich-text__link">
      <label htmlFor="rich-text-link">링크 주소</label>
      <input
        id="rich-text-link"
        type="url"
        value={href}
        aria-describedby={error ? 'rich-text-link-error' : undefined}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <button type="button" onClick={apply}>
        적용
      </button>
      <button
        type="button"
        onClick={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          onDone();
        }}
      >
        링크 해제
      </button>
      {error ? (
        <span id="rich-text-link-error" role="alert" className="form__error">
          {error}
        </span>
      ) : null}
    </span>
  );
}
