import { useLocation, useSearch } from 'wouter';
import {
  accessSubjectLabel,
  koreanDateTime,
  MANY_MEMBERS_IN_AN_HOUR,
  namedId,
  type ReviewedAccess,
} from '../../domain/admin';
import { formatNumber } from '../../domain/shared/format/number-format';
import { pageNumberOf } from '../../domain/shared/paging/page';
import { useAppServices } from '../shared/app/app-services';
import { CheckboxField, SubmitButton, TextField } from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';
import { useLoad } from '../shared/load/use-load';
import { Pagination } from '../shared/paging/Pagination';
import type { PageProps } from '../shared/routing/page-registry';
import { OfficeFrame } from './OfficeFrame';
import { LoadedSection } from './LoadedSection';
import { SidewaysScroll } from '../shared/tables/SidewaysScroll';

const FLAG_LABELS = {
  manyMembers: `한 시간에 ${MANY_MEMBERS_IN_AN_HOUR}명 이상 조회`,
  night: '야간(22시–6시) 접속',
} as const;

/** The month (this month in Korea unless the address says), whether only flagged, the page. */
function reviewOf(search: string, thisMonth: string) {
  const parameters = new URLSearchParams(search);
  const month = parameters.get('month') ?? '';
  return {
    month: /^\d{4}-(0[1-9]|1[0-2])$/u.test(month) ? month : thisMonth,
    flagged: parameters.get('flagged') === 'true',
    page: pageNumberOf(parameters.get('page')),
  };
}

function addressOf(path: string, month: string, flagged: boolean, page = 1): string {
  const parameters = new URLSearchParams({ month });
  if (flagged) parameters.set('flagged', 'true');
  if (page > 1) parameters.set('page', String(page));
  return `${path}?${parameters.toString()}`;
}

/**
 * 개인정보 접속기록 (안전성 확보조치 기준 §8): each time an administrator saw or changed a member's
 * personal data, by month, newest first, with the unusual ones flagged for the office's review.
 */
export default function AccessRecordsPage({ route }: PageProps) {
  const { admin, clock } = useAppServices();
  const [, navigate] = useLocation();
  const search = useSearch();
  const thisMonth = koreanDateTime(clock.now().toISOString()).slice(0, 7);
  const query = reviewOf(search, thisMonth);
  const form = useForm({
    initial: { month: query.month },
    rules: {},
    onSubmit: async ({ month }) => navigate(addressOf(route.path, month, query.flagged)),
  });
  const review = useLoad((signal) => admin.listAccessRecords(query, signal), search);

  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <form {...form.formProps} className="form form--filters" aria-label="점검할 달">
        <TextField form={form} name="month" label="달" type="month" />
        <CheckboxField
          id="access-records-flagged"
          label="표시된 기록만 보기"
          checked={query.flagged}
          onChange={(checked) => navigate(addressOf(route.path, query.month, checked))}
        />
        <SubmitButton inline submitting={form.submitting} busyLabel="조회하는 중…">
          조회
        </SubmitButton>
      </form>
      <LoadedSection
        id="access-title"
        title={`${query.month} 접속기록${review.state === 'ready' ? ` ${formatNumber(review.value.total)}건` : ''}`}
        loaded={review}
        loading="접속기록을 불러오는 중입니다…"
        failed="접속기록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
      >
        {(value) => (
          <>
            <p>
              이 달에 점검이 필요한 기록: <strong>{formatNumber(value.flaggedTotal)}건</strong>
              {value.truncated ? ' (기록이 많아 앞부분만 점검했습니다)' : ''}
            </p>
            {value.items.length === 0 ? (
              <p>조건에 맞는 기록이 없습니다.</p>
            ) : (
              <AccessTable items={value.items} />
            )}
            <Pagination
              of={value}
              label="접속기록 페이지"
              hrefOf={(target) => addressOf(route.path, query.month, query.flagged, target)}
            />
          </>
        )}
      </LoadedSection>
    </OfficeFrame>
  );
}

function AccessTable({ items }: { readonly items: readonly ReviewedAccess[] }) {
  return (
    <SidewaysScroll label="개인정보 접속기록 표">
      <table className="office-table">
        <caption className="visually-hidden">개인정보 접속기록</caption>
        <thead>
          <tr>
            <th scope="col">일시(한국 시간)</th>
            <th scope="col">관리자</th>
            <th scope="col">대상</th>
            <th scope="col">처리</th>
            <th scope="col">내용</th>
            <th scope="col">접속 주소</th>
            <th scope="col">점검</th>
          </tr>
        </thead>
        <tbody>
          {items.map((record) => (
            <tr key={record.id}>
              <td>{koreanDateTime(record.at)}</td>
              <td>{namedId(record.actorName, record.actorId)}</td>
              <th scope="row">{accessSubjectLabel(record.memberId, record.memberName)}</th>
              <td>{record.kindLabel}</td>
              <td>{record.detailLabel ?? ''}</td>
              <td>{record.ip ?? '—'}</td>
              <td>{record.flags.map((flag) => FLAG_LABELS[flag]).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}
