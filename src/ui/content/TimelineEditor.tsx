import { useState } from 'react';
import {
  TIMELINE_EVENT_MAX_LENGTH,
  TIMELINE_MAX_ENTRIES,
  type TimelineEntry,
  timelineRefusal,
} from '../../domain/content/history';
import { useAppServices } from '../shared/app/app-services';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { type Keyed, keyed, wholeNumberOf } from './history-rows';

interface Row {
  readonly year: string;
  readonly month: string;
  readonly event: string;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

function rowOf(entry: TimelineEntry): Row {
  return {
    year: String(entry.year),
    month: entry.month ? String(entry.month) : '',
    event: entry.event,
  };
}

/** The timeline as rows (year, month or none, what happened), saved whole. */
export function TimelineEditor({ initial }: { initial: readonly TimelineEntry[] }) {
  const { officeHistory, notifier } = useAppServices();
  const [rows, setRows] = useState<readonly Keyed<Row>[]>(() => keyed(initial.map(rowOf)));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (key: number, part: Partial<Row>) =>
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, value: { ...row.value, ...part } } : row)),
    );

  const save = async () => {
    const entries = rows.map(({ value }) => ({
      year: wholeNumberOf(value.year) ?? 0,
      month: value.month ? Number(value.month) : null,
      event: value.event,
    }));
    const refusal = timelineRefusal(entries);
    if (refusal) return setProblem(refusal);
    setProblem(null);
    setSaving(true);
    try {
      await officeHistory.updateTimeline(entries);
      notifier.success('연혁을 저장했습니다.');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '저장하지 못했습니다.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="timeline-editor" className="history-editor">
      <h2 id="timeline-editor">학교 연혁</h2>
      <p className="form__hint">저장하면 연도와 월 순서로 정리됩니다. 월을 모르면 비워 두세요.</p>
      <ol className="history-editor__rows" aria-label="연혁 항목">
        {rows.map(({ key, value }, index) => (
          <li key={key} className="history-editor__row">
            <label>
              연도
              <input
                inputMode="numeric"
                value={value.year}
                maxLength={4}
                onChange={(event) => change(key, { year: event.target.value })}
                aria-label={`${index + 1}번째 연혁 연도`}
              />
            </label>
            <label>
              월
              <select
                value={value.month}
                onChange={(event) => change(key, { month: event.target.value })}
                aria-label={`${index + 1}번째 연혁 월`}
              >
                <option value="">없음</option>
                {MONTHS.map((month) => (
                  <option key={month} value={month}>
                    {month}월
                  </option>
                ))}
              </select>
            </label>
            <label className="history-editor__wide">
              내용
              <input
                value={value.event}
                maxLength={TIMELINE_EVENT_MAX_LENGTH}
                onChange={(event) => change(key, { event: event.target.value })}
                aria-label={`${index + 1}번째 연혁 내용`}
              />
            </label>
            <button
              type="button"
              className="button button--danger"
              aria-label={`삭제: ${index + 1}번째 연혁`}
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
          disabled={rows.length >= TIMELINE_MAX_ENTRIES}
          onClick={() =>
            setRows((current) => [...current, ...keyed([{ year: '', month: '', event: '' }])])
          }
        >
          연혁 추가
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={saving}
          onClick={() => void save()}
        >
          연혁 저장
        </button>
      </p>
    </section>
  );
}
