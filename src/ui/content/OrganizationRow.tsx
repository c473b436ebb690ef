import type { CSSProperties } from 'react';
import {
  POSITION_CONTACT_MAX_LENGTH,
  POSITION_HOLDER_MAX_LENGTH,
  POSITION_TITLE_MAX_LENGTH,
} from '../../domain/content/organization';

/** A position as the office types it (the class as text until it is saved). */
export interface PositionRow {
  readonly depth: number;
  readonly title: string;
  readonly holderName: string;
  readonly classNumber: string;
  readonly contact: string;
}

export type RowMove = 'up' | 'down' | 'indent' | 'outdent' | 'child' | 'remove';

/** The row's fields, in the order of the editor's header row (OrganizationEditor). */
export const POSITION_FIELDS: readonly {
  readonly key: Exclude<keyof PositionRow, 'depth'>;
  readonly label: string;
  readonly maxLength: number;
  readonly hint?: string;
}[] = [
  { key: 'title', label: '직함', maxLength: POSITION_TITLE_MAX_LENGTH },
  { key: 'holderName', label: '성명', maxLength: POSITION_HOLDER_MAX_LENGTH, hint: '부서면 비움' },
  { key: 'classNumber', label: '기수', maxLength: 3 },
  { key: 'contact', label: '연락처(공개)', maxLength: POSITION_CONTACT_MAX_LENGTH },
];

const MOVES: readonly { readonly move: RowMove; readonly text: string; readonly label: string }[] =
  [
    { move: 'up', text: '▲', label: '위로' },
    { move: 'down', text: '▼', label: '아래로' },
    { move: 'outdent', text: '◀', label: '한 단계 위로' },
    { move: 'indent', text: '▶', label: '한 단계 아래로' },
    { move: 'child', text: '+', label: '하위 직책 추가' },
    { move: 'remove', text: '✕', label: '삭제' },
  ];

/**
 * One position of the editor on one line: its level (indented), its fields and its moves as
 * small buttons named in full ("위로: 3번째 직책", also their tooltip). Each field keeps its own
 * label; on a wide screen the editor's header row shows them once, and the row's are hidden.
 */
export function OrganizationRow(props: {
  readonly row: PositionRow;
  /** "3번째 직책": how its fields and buttons are named (not by its title, which changes as typed). */
  readonly name: string;
  readonly can: (move: RowMove) => boolean;
  readonly onChange: (part: Partial<PositionRow>) => void;
  readonly onMove: (move: RowMove) => void;
}) {
  const { row, name } = props;
  return (
    <li className="org-editor__row">
      <fieldset style={{ '--org-depth': row.depth } as CSSProperties}>
        <legend className="visually-hidden">
          {name}: {row.title.trim() || '새 직책'} ({row.depth + 1}단계)
        </legend>
        <span className="org-editor__level" aria-hidden="true">
          {row.depth > 0 ? '└ ' : ''}
          {row.depth + 1}단계
        </span>
        {POSITION_FIELDS.map((field) => (
          <label key={field.key} className={`org-editor__field org-editor__${field.key}`}>
            <span className="org-editor__label">{field.label}</span>
            <input
              inputMode={field.key === 'classNumber' ? 'numeric' : undefined}
              maxLength={field.maxLength}
              value={row[field.key]}
              placeholder={field.hint}
              aria-label={`${name} ${field.label}`}
              onChange={(event) => props.onChange({ [field.key]: event.target.value })}
            />
          </label>
        ))}
        <span className="org-editor__moves">
          {MOVES.map(({ move, text, label }) => (
            <button
              key={move}
              type="button"
              className={`button org-editor__move org-editor__move--${move}`}
              aria-label={`${label}: ${name}`}
              title={label}
              disabled={!props.can(move)}
              onClick={() => props.onMove(move)}
            >
              <span aria-hidden="true">{text}</span>
            </button>
          ))}
        </span>
      </fieldset>
    </li>
  );
}
