import {
  TIMELINE_EVENT_MAX_LENGTH,
  TIMELINE_MAX_ENTRIES,
  type TimelineEntry,
  timelineRefusal,
} from '../../domain/content/history';
import { useAppServices } from '../shared/app/app-services';
import { RowListActions, useRowList, wholeNumberOf } from './history-rows';

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
  const { officeHistory } = useAppServices();
  const list = useRowList({
    initial: initial.map(rowOf),
    itemsOf: (rows) =>
      rows.map((row) => ({
        year: wholeNumberOf(row.year) ?? 0,
        month: row.month ? Number(row.month) : null,
        event: row.event,
      })),
    refusalOf: timelineRefusal,
    send: (entries) => officeHistory.updateTimeline(entries),
    saved: '연혁을 저장했습니다.',
  });

  return (
    <section aria-labelledby="timeline-editor" className="history-editor">
      <h2 id="timeline-editor">학교 연혁</h2>
      <p className="form__hint">저장하면 연도와 월 순서로 정리됩니다. 월을 모르면 비워 두세요.</p>
      <ol className="history-editor__rows" aria-label="연혁 항목">
        {list.rows.map(({ key, value }, index) => (
          <li key={key} className="history-editor__row">
            <label>
              연도
              <input
                inputMode="numeric"
                value={value.year}
                maxLength={4}
                onChange={(event) => list.change(key, { year: event.target.value })}
                aria-label={`${index + 1}번째 연혁 연도`}
              />
            </label>
            <label>
              월
              <select
                value={value.month}
                onChange={(event) => list.change(key, { month: event.target.value })}
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
                onChange={(event) => list.change(key, { event: event.target.value })}
                aria-label={`${index + 1}번째 연혁 내용`}
              />
            </label>
            <button
              type="button"
              className="button button--danger"
              aria-label={`삭제: ${index + 1}번째 연혁`}
              onClick={() =>
                list.remove(
                  key,
                  `${index + 1}번째 연혁 항목(${value.year || '연도 없음'}년 「${value.event}」)을 지울까요? 저장해야 사이트에 반영됩니다.`,
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
        addLabel="연혁 추가"
        saveLabel="연혁 저장"
        canAdd={list.rows.length < TIMELINE_MAX_ENTRIES}
        saving={list.saving}
        onAdd={() => list.add({ year: '', month: '', event: '' })}
        onSave={() => void list.save()}
      />
    </section>
  );
}
