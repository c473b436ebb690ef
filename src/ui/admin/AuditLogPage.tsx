import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AuditFilter } from '../../application/admin';
import { AUDIT_PAGE_SIZE } from '../../domain/admin';
import { formatNumber } from '../../domain/shared/format/number-format';
import { pageNumberOf } from '../../domain/shared/paging/page';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import { Pagination } from '../shared/paging/Pagination';
import type { PageProps } from '../shared/routing/page-registry';
import { OfficeFrame } from './OfficeFrame';
import { AuditEntriesTable } from './AuditEntriesTable';
import { AuditFilterForm } from './AuditFilterForm';
import { LoadedSection } from './LoadedSection';

/** The filter and page in the address (`?targetId=…&from=…&page=2`). */
function searchOf(search: string): { filter: AuditFilter; page: number } {
  const parameters = new URLSearchParams(search);
  const text = (name: keyof AuditFilter) => parameters.get(name)?.trim() || undefined;
  return {
    filter: Object.fromEntries(
      (['actorId', 'targetId', 'action', 'from', 'to'] as const)
        .map((name) => [name, text(name)])
        .filter(([, value]) => value !== undefined),
    ) as AuditFilter,
    page: pageNumberOf(parameters.get('page')),
  };
}

function addressOf(path: string, filter: AuditFilter, page: number): string {
  const parameters = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => !!entry[1]),
  );
  if (page > 1) parameters.set('page', String(page));
  const query = parameters.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * 감사 기록: what administrators did (who, when, from where, what, on whom, how it ended), newest
 * first, searched by administrator, member, action and period, and downloaded as CSV for the
 * monthly review. Each search and download is itself recorded.
 */
export default function AuditLogPage({ route }: PageProps) {
  const { admin, fileSaver, notifier } = useAppServices();
  const [, navigate] = useLocation();
  const search = useSearch();
  const { filter, page } = searchOf(search);
  const loaded = useLoad(
    (signal) => admin.searchAuditLog(filter, { page, size: AUDIT_PAGE_SIZE }, signal),
    search,
  );
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      await fileSaver.save(await admin.exportAuditLog(filter));
      notifier.success('감사 기록을 CSV 파일로 내려받았습니다.');
    } catch (error) {
      notifier.error(error instanceof Error ? error.message : '내려받지 못했습니다.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <AuditFilterForm
        key={search}
        initial={filter}
        onSearch={(next) => navigate(addressOf(route.path, next, 1))}
      />
      <p className="office-actions">
        <button
          type="button"
          className="button"
          disabled={exporting}
          onClick={() => void download()}
        >
          {exporting ? '내려받는 중…' : '이 조건으로 CSV 내려받기'}
        </button>
      </p>
      <LoadedSection
        id="audit-title"
        title={`기록${loaded.state === 'ready' ? ` ${formatNumber(loaded.value.total)}건` : ''}`}
        loaded={loaded}
        loading="기록을 불러오는 중입니다…"
        failed="기록을 불러오지 못했습니다. 조건을 확인하고 다시 시도해 주세요."
      >
        {(found) =>
          found.total === 0 ? (
            <p>조건에 맞는 기록이 없습니다.</p>
          ) : (
            <>
              <AuditEntriesTable caption="관리자 감사 기록" entries={found.items} />
              <Pagination
                of={found}
                label="감사 기록 페이지"
                hrefOf={(target) => addressOf(route.path, filter, target)}
              />
            </>
          )
        }
      </LoadedSection>
    </OfficeFrame>
  );
}
