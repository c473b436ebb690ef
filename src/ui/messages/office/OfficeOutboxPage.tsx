import { Link, useSearch } from 'wouter';
import type { OutboxEntry } from '../../../domain/messages';
import { MESSAGE_STATE_LABELS, MESSAGE_STATES, type MessageState } from '../../../domain/messages';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { pageNumberOf } from '../../../domain/shared/paging/page';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import { Pagination } from '../../shared/paging/Pagination';
import type { PageProps } from '../../shared/routing/page-registry';
import { OutboxTable } from './OutboxTable';
import '../../shared/tabs/PageTabs.css';

/** The state shown and the page, from the address (`?state=failed&page=2`). */
function searchOf(search: string): { state: MessageState | undefined; page: number } {
  const parameters = new URLSearchParams(search);
  const state = MESSAGE_STATES.find((each) => each === parameters.get('state'));
  return { state, page: pageNumberOf(parameters.get('page')) };
}

function addressOf(path: string, state: MessageState | undefined, page = 1): string {
  const parameters = new URLSearchParams(state ? { state } : {});
  if (page > 1) parameters.set('page', String(page));
  const query = parameters.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * 보낸 메일함 (issue 32): every mail the site sent, is sending or gave up on, newest first, by
 * state with each state's count; a failed one sent again from its row.
 */
export default function OfficeOutboxPage({ route }: PageProps) {
  const { officeMessages, notifier } = useAppServices();
  const search = useSearch();
  const { state, page } = searchOf(search);
  const { result, retry } = useRetryableLoad(
    (signal) => officeMessages.officeOutbox({ state, page }, signal),
    search,
  );

  const sendAgain = async (entry: OutboxEntry) => {
    try {
      await officeMessages.retryMessage(entry.messageId);
      notifier.success(`${entry.to}에게 메일을 다시 보냈습니다.`);
    } catch (error) {
      notifier.error(error instanceof Error ? error.message : '메일을 다시 보내지 못했습니다.');
    }
    retry();
  };

  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <LoadGate result={result} what="보낸 메일" onRetry={retry} keepWhileLoading>
        {({ page: found, counts }) => {
          const all = MESSAGE_STATES.reduce((sum, each) => sum + counts[each], 0);
          const tabs = [
            { value: undefined, label: '전체', count: all },
            ...MESSAGE_STATES.map((each) => ({
              value: each,
              label: MESSAGE_STATE_LABELS[each],
              count: counts[each],
            })),
          ];
          const shown = tabs.find((tab) => tab.value === state) ?? tabs[0];
          return (
            <>
              <nav className="page-tabs" aria-label="메일 상태">
                <ul>
                  {tabs.map((tab) => (
                    <li key={tab.label}>
                      <Link
                        href={addressOf(route.path, tab.value)}
                        aria-current={tab.value === state ? 'page' : undefined}
                      >
                        {tab.label} {formatNumber(tab.count)}건
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              {found.total === 0 ? (
                <p>{state ? `${shown?.label} 상태인 메일이 없습니다.` : '보낸 메일이 없습니다.'}</p>
              ) : (
                <>
                  <OutboxTable
                    caption={`${shown?.label ?? '전체'} 메일 ${formatNumber(found.total)}건`}
                    entries={found.items}
                    onRetry={sendAgain}
                  />
                  <Pagination
                    of={found}
                    label="보낸 메일함 페이지"
                    hrefOf={(target) => addressOf(route.path, state, target)}
                  />
                </>
              )}
            </>
          );
        }}
      </LoadGate>
    </OfficeFrame>
  );
}
