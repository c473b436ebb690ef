import {
  type PastPresident,
  PRESIDENT_NAME_MAX_LENGTH,
  PRESIDENTS_MAX,
  presidentsRefusal,
} from '../../domain/content/history';
import { useAppServices } from '../shared/app/app-services';
import { RowListActions, useRowList, wholeNumberOf } from './history-rows';

interface Row {
  readonly term: string;
  readonly name: string;
  readonly classNumber: string;
  readonly fromYear: string;
  readonly toYear: string;
}

const FIELDS: readonly { key: keyof Row; label: string; numeric: boolean; hint?: string }[] = [
  { key: 'term', label: '대', numeric: true },
  { key: 'name', label: '성명', numeric: false },
  { key: 'classNumber', label: '기수', numeric: true },
  { key: 'fromYear', label: '임기 시작', numeric: true },
  { key: 'toYear', label: '임기 끝', numeric: true, hint: '재임 중이면 비워 둡니다' },
];

const TERM_REQUIRED = '대(代)를 1 이상의 숫자로 입력해 주세요.';

function rowOf(president: PastPresident): Row {
  return {
    term: String(president.term),
    name: president.name,
    classNumber: president.classNumber === null ? '' : String(president.classNumber),
    fromYear: String(president.fromYear),
    toYear: president.toYear === null ? '' : String(president.toYear),
  };
}

/** The past presidents as rows (term, name, class, years), saved whole. */
export function PresidentsEditor({ initial }: { initial: readonly PastPresident[] }) {
  const { officeHistory } = useAppServices();
  const list = useRowList({
    initial: initial.map(rowOf),
    itemsOf: (rows): PastPresident[] =>
      rows.map((row) => ({
        term: wholeNumberOf(row.term) ?? 0,
        name: row.name,
        classNumber: wholeNumberOf(row.classNumber),
        fromYear: wholeNumberOf(row.fromYear) ?? 0,
        toYear: wholeNumberOf(row.toYear),
      })),
    refusalOf: (presidents) =>
      presidents.some((president) => president.term < 1)
        ? TERM_REQUIRED
        : presidentsRefusal(presidents),
    send: (presidents) => officeHistory.updatePastPresidents(presidents),
    saved: '역대 회장을 저장했습니다.',
  });
  const nextTerm = Math.max(0, ...list.rows.map(({ value }) => wholeNumberOf(value.term) ?? 0)) + 1;

  return (
    <section aria-labelledby="presidents-editor" className="history-editor">
      <h2 id="presidents-editor">역대 회장</h2>
      <ol className="history-editor__rows" aria-label="역대 회장 항목">
        {list.rows.map(({ key, value }, index) => (
          <li key={key} className="history-editor__row">
            {FIELDS.map((field) => (
              <label key={field.key} className={field.key === 'name' ? 'history-editor__wide' : ''}>
                {field.label}
                <input
                  inputMode={field.numeric ? 'numeric' : undefined}
                  maxLength={field.numeric ? 4 : PRESIDENT_NAME_MAX_LENGTH}
                  value={value[field.key]}
                  placeholder={field.hint}
                  onChange={(event) => list.change(key, { [field.key]: event.target.value })}
                  aria-label={`${index + 1}번째 회장 ${field.label}`}
                />
              </label>
            ))}
            <button
              type="button"
              className="button button--danger"
              aria-label={`삭제: ${index + 1}번째 회장`}
              onClick={() =>
                list.remove(
                  key,
                  `${index + 1}번째 회장 항목(${value.term || '?'}대 ${value.name || '이름 없음'})을 지울까요? 저장해야 사이트에 반영됩니다.`,
                )
              }
            >
              삭제
            </button>
          </li>
        ))}
      </ol>
      <RowListActions
        problem={list.problem}
        addLabel="회장 추가"
        saveLabel="역대 회장 저장"
        canAdd={list.rows.length < PRESIDENTS_MAX}
        saving={list.saving}
        onAdd={() =>
          list.add({ term: String(nextTerm), name: '', classNumber: '', fromYear: '', toYear: '' })
        }
        onSave={() => void list.save()}
      />
    </section>
  );
}
