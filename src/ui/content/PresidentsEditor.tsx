import { useState } from 'react';
import {
  type PastPresident,
  PRESIDENT_NAME_MAX_LENGTH,
  PRESIDENTS_MAX,
  presidentsRefusal,
} from '../../domain/content/history';
import { useAppServices } from '../shared/app/app-services';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { type Keyed, keyed, wholeNumberOf } from './history-rows';

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
  const { officeHistory, notifier } = useAppServices();
  const [rows, setRows] = useState<readonly Keyed<Row>[]>(() => keyed(initial.map(rowOf)));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (key: number, part: Partial<Row>) =>
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, value: { ...row.value, ...part } } : row)),
    );

  const save = async () => {
    const presidents: PastPresident[] = rows.map(({ value }) => ({
      term: wholeNumberOf(value.term) ?? 0,
      name: value.name,
      classNumber: wholeNumberOf(value.classNumber),
      fromYear: wholeNumberOf(value.fromYear) ?? 0,
      toYear: wholeNumberOf(value.toYear),
    }));
    if (presidents.some((president) => president.term < 1)) {
      return setProblem('대(代)를 1 이상의 숫자로 입력해 주세요.');
    }
    const refusal = presidentsRefusal(presidents);
    if (refusal) return setProblem(refusal);
    setProblem(null);
    setSaving(true);
    try {
      await officeHistory.updatePresidents(presidents);
      notifier.success('역대 회장을 저장했습니다.');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '저장하지 못했습니다.');
    } finally {
      setSaving(false);
    }
  };

  const nextTerm = Math.max(0, ...rows.map(({ value }) => wholeNumberOf(value.term) ?? 0)) + 1;
  return (
    <section aria-labelledby="presidents-editor" className="history-editor">
      <h2 id="presidents-editor">역대 회장</h2>
      <ol className="history-editor__rows" aria-label="역대 회장 항목">
        {rows.map(({ key, value }, index) => (
          <li key={key} className="history-editor__row">
            {FIELDS.map((field) => (
              <label key={field.key} className={field.key === 'name' ? 'history-editor__wide' : ''}>
                {field.label}
                <input
                  inputMode={field.numeric ? 'numeric' : undefined}
                  maxLength={field.numeric ? 4 : PRESIDENT_NAME_MAX_LENGTH}
                  value={value[field.key]}
                  placeholder={field.hint}
                  onChange={(event) => change(key, { [field.key]: event.target.value })}
                  aria-label={`${index + 1}번째 회장 ${field.label}`}
                />
              </label>
            ))}
            <button
              type="button"
              className="button button--danger"
              aria-label={`삭제: ${index + 1}번째 회장`}
              onClick={() => setRows((current) => current.filter((row) => row.key !== key))}
            >
              삭제
            </button>
          </li>
        ))}
      </ol>
      {problem ? <FormRefusal message={problem} /> : null}
      <p className="history-editor__actions">
        <button
          type="button"
          className="button"
          disabled={rows.length >= PRESIDENTS_MAX}
          onClick={() =>
            setRows((current) => [
              ...current,
              ...keyed([
                { term: String(nextTerm), name: '', classNumber: '', fromYear: '', toYear: '' },
              ]),
            ])
          }
        >
          회장 추가
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={saving}
          onClick={() => void save()}
        >
          역대 회장 저장
        </button>
      </p>
    </section>
  );
}
