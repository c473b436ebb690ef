import { useState } from 'react';
import {
  ORGANIZATION_MAX_POSITIONS,
  type OrganizationPosition,
  organizationRefusal,
} from '../../domain/content/organization';
import { useAppServices } from '../shared/app/app-services';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { useUnsavedEdits } from '../shared/routing/use-unsaved-edits';
import { wholeNumberOf } from './history-rows';
import * as edits from './organization-rows';
import { OrganizationChart } from './OrganizationChart';
import {
  OrganizationRow,
  POSITION_FIELDS,
  type PositionRow,
  type RowMove,
} from './OrganizationRow';

type Keyed = PositionRow & { readonly key: number };

let nextKey = 0;
const keyedRow = (row: PositionRow): Keyed => ({ ...row, key: (nextKey += 1) });
const NEW_POSITION: PositionRow = {
  depth: 0,
  title: '',
  holderName: '',
  classNumber: '',
  contact: '',
};

function rowOf(position: OrganizationPosition): PositionRow {
  return {
    depth: position.depth,
    title: position.title,
    holderName: position.holderName ?? '',
    classNumber: position.classNumber === null ? '' : String(position.classNumber),
    contact: position.contact ?? '',
  };
}

/** A class that is not a number is kept as one the rules refuse (NaN), not dropped. */
function positionOf(row: PositionRow): OrganizationPosition {
  const classText = row.classNumber.trim();
  return {
    depth: row.depth,
    title: row.title,
    holderName: row.holderName,
    classNumber: classText === '' ? null : (wholeNumberOf(classText) ?? Number.NaN),
    contact: row.contact,
  };
}

/** The chart as a list of positions in reading order, edited by branch and saved whole. */
export function OrganizationEditor({
  initial,
}: {
  readonly initial: readonly OrganizationPosition[];
}) {
  const { officeOrganization, notifier } = useAppServices();
  const [rows, setRows] = useState<readonly Keyed[]>(() => initial.map(rowOf).map(keyedRow));
  const [saved, setSaved] = useState(() => JSON.stringify(initial.map(rowOf)));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const positions = rows.map(positionOf);
  const unsaved = JSON.stringify(rows.map(({ key: _key, ...row }) => row)) !== saved;
  useUnsavedEdits(unsaved);

  const can = (index: number) => (move: RowMove) => {
    if (move === 'remove') return true;
    if (move === 'child')
      return edits.canAddChild(rows, index) && rows.length < ORGANIZATION_MAX_POSITIONS;
    return edits.BRANCH_MOVES[move].allowed(rows, index);
  };

  function apply(index: number, move: RowMove) {
    if (move === 'child') return setRows(edits.withChild(rows, index, keyedRow(NEW_POSITION)));
    if (move !== 'remove') return setRows(edits.BRANCH_MOVES[move].moved(rows, index));
    const under = edits.branchEnd(rows, index) - index - 1;
    const title = rows[index]?.title.trim() || '이 직책';
    if (under > 0 && !window.confirm(`「${title}」 아래의 직책 ${under}개도 함께 지울까요?`))
      return;
    setRows(edits.withoutBranch(rows, index));
  }

  async function save() {
    const refusal = organizationRefusal(positions);
    if (refusal) return setProblem(refusal);
    setProblem(null);
    setSaving(true);
    try {
      await officeOrganization.updateOrganizationChart(positions);
      setSaved(JSON.stringify(rows.map(({ key: _key, ...row }) => row)));
      notifier.success('조직도를 저장했습니다.');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '저장하지 못했습니다.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="organization-editor" className="org-editor">
      <h2 id="organization-editor">직책</h2>
      <p className="form__hint">
        ▲▼는 같은 단계 안에서 순서를, ◀▶는 단계를 바꿉니다. +는 하위 직책을 더하고 ✕는 지웁니다.
        직책을 옮기면 그 아래 직책도 함께 옮겨집니다. 성명을 비우면 부서(사무국, 이사회…)로
        그려집니다.
      </p>
      {/* The rows' own labels name each field; this shows them once on a wide screen. */}
      <div className="org-editor__header" aria-hidden="true">
        <span>단계</span>
        {POSITION_FIELDS.map((field) => (
          <span key={field.key}>{field.label}</span>
        ))}
        <span>순서·단계·추가·삭제</span>
      </div>
      <ol className="org-editor__rows" aria-label="조직도 직책">
        {rows.map((row, index) => (
          <OrganizationRow
            key={row.key}
            row={row}
            name={`${index + 1}번째 직책`}
            can={can(index)}
            onChange={(part) =>
              setRows(rows.map((each) => (each.key === row.key ? { ...each, ...part } : each)))
            }
            onMove={(move) => apply(index, move)}
          />
        ))}
      </ol>
      {problem ? <FormRefusal message={problem} /> : null}
      <p className="org-editor__actions">
        <button
          type="button"
          className="button"
          disabled={rows.length >= ORGANIZATION_MAX_POSITIONS}
          onClick={() => setRows([...rows, keyedRow(NEW_POSITION)])}
        >
          맨 위 직책 추가
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={saving}
          onClick={() => void save()}
        >
          조직도 저장
        </button>
        <span role="status" className="org-editor__unsaved">
          {unsaved ? '저장하지 않은 변경이 있습니다.' : ''}
        </span>
      </p>
      <h2>미리 보기</h2>
      <OrganizationChart positions={positions} label="조직도 미리 보기" />
    </section>
  );
}
