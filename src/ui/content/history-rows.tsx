import { useState } from 'react';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { useUnsavedEdits } from '../shared/routing/use-unsaved-edits';

/** A row the office edits, with a key of its own so that React keeps each row's inputs. */
export interface Keyed<T> {
  readonly key: number;
  readonly value: T;
}

let nextKey = 0;

/** Rows with fresh keys. */
function keyed<T>(values: readonly T[]): Keyed<T>[] {
  return values.map((value) => ({ key: (nextKey += 1), value }));
}

/** A whole number typed in a field, or null when it is not one. */
export function wholeNumberOf(text: string): number | null {
  return /^\d{1,4}$/u.test(text.trim()) ? Number(text.trim()) : null;
}

/**
 * A list the office edits as rows and saves whole: the rows, their changes, and the save, which
 * checks with the domain's refusal first, then sends, says the outcome, or keeps the refusal.
 */
export function useRowList<Row, Item>(options: {
  readonly initial: readonly Row[];
  readonly itemsOf: (rows: readonly Row[]) => Item[];
  readonly refusalOf: (items: readonly Item[]) => string | null;
  readonly send: (items: readonly Item[]) => Promise<void>;
  readonly saved: string;
}) {
  const { notifier } = useAppServices();
  const reasonOf = useRefusalReason();
  const [rows, setRows] = useState<readonly Keyed<Row>[]>(() => keyed(options.initial));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The rows as last saved: leaving with other rows asks first.
  const [savedRows, setSavedRows] = useState<readonly Row[]>(options.initial);
  useUnsavedEdits(JSON.stringify(rows.map(({ value }) => value)) !== JSON.stringify(savedRows));
  return {
    rows,
    problem,
    saving,
    change: (key: number, part: Partial<Row>) =>
      setRows((current) =>
        current.map((row) =>
          row.key === key ? { ...row, value: { ...row.value, ...part } } : row,
        ),
      ),
    add: (row: Row) => setRows((current) => [...current, ...keyed([row])]),
    /** Removes a row, once the office confirms it: a row typed in is not lost by a slip. */
    remove: (key: number, question: string) => {
      const row = rows.find((each) => each.key === key);
      const typedIn = row && Object.values(row.value as object).some((part) => part !== '');
      if (typedIn && !window.confirm(question)) return;
      setRows((current) => current.filter((each) => each.key !== key));
    },
    async save() {
      const items = options.itemsOf(rows.map((row) => row.value));
      const refusal = options.refusalOf(items);
      if (refusal) return setProblem(refusal);
      setProblem(null);
      setSaving(true);
      try {
        await options.send(items);
        setSavedRows(rows.map(({ value }) => value));
        notifier.success(options.saved);
      } catch (error) {
        setProblem(reasonOf(error, '저장하지 못했습니다.'));
      } finally {
        setSaving(false);
      }
    },
  };
}

/** Below a row list: its refusal, then "추가" and "저장". */
export function RowListActions(props: {
  readonly problem: string | null;
  readonly addLabel: string;
  readonly saveLabel: string;
  readonly canAdd: boolean;
  readonly saving: boolean;
  readonly onAdd: () => void;
  readonly onSave: () => void;
}) {
  return (
    <>
      {props.problem ? <FormRefusal message={props.problem} /> : null}
      <p className="history-editor__actions">
        <button type="button" className="button" disabled={!props.canAdd} onClick={props.onAdd}>
          {props.addLabel}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={props.saving}
          onClick={props.onSave}
        >
          {props.saveLabel}
        </button>
      </p>
    </>
  );
}
