import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import type { CampaignDetail } from '../../../application/messages';
import { withMediaAddresses } from '../../../domain/content';
import { MESSAGE_CHANNEL_LABELS, subjectAsSent } from '../../../domain/messages';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { pageNumberOf } from '../../../domain/shared/paging/page';
import { itemHref } from '../../../domain/shared/routing/item-address';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal } from '../../shared/forms/FormRefusal';
import { useAction } from '../../shared/forms/use-action';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import { Pagination } from '../../shared/paging/Pagination';
import type { PageProps } from '../../shared/routing/page-registry';
import {
  campaignHref,
  campaignKindText,
  campaignStateText,
  campaignTime,
  progressText,
} from './campaign-texts';
import { CampaignRecipientsTable } from './CampaignRecipientsTable';
import './campaigns.css';

/** How often a send still going out is asked again. */
export const CAMPAIGN_REFRESH_MS = 3_000;

/**
 * 보낸 소식 (issue 32, item 2): one send (`?id=`) — what it said, to whom, its state, a progress
 * bar with its words, each recipient's message (asked again every few seconds while it goes
 * out), and 예약 취소 while it waits for its time.
 */
export default function OfficeCampaignPage({ route }: PageProps) {
  const { officeCampaigns, routes } = useAppServices();
  const search = useSearch();
  const parameters = new URLSearchParams(search);
  const campaignId = parameters.get('id');
  const page = pageNumberOf(parameters.get('page'));
  const { result, retry } = useRetryableLoad(
    (signal) =>
      campaignId
        ? officeCampaigns.officeCampaign(campaignId, { page }, signal)
        : Promise.reject(new Error('보낸 소식을 고르지 않았습니다.')),
    search,
  );
  const sending = result.state === 'ready' && result.value.campaign.state === 'sending';
  useEffect(() => {
    if (!sending) return undefined;
    const timer = window.setTimeout(retry, CAMPAIGN_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [sending, result, retry]);
  const list = routes.byId('officeCampaigns').path;

  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <p>
        <Link href={list}>소식 보내기 목록으로</Link>
      </p>
      <LoadGate
        result={result}
        what="보낸 소식"
        onRetry={retry}
        reason="목록에서 다시 골라 주세요."
        keepWhileLoading
      >
        {(detail) => (
          <CampaignView
            detail={detail}
            onChanged={retry}
            hrefOf={(target) =>
              `${campaignHref(route.path, detail.campaign.campaignId)}&page=${target}`
            }
          />
        )}
      </LoadGate>
    </OfficeFrame>
  );
}

function CampaignView({
  detail: { campaign, messages },
  onChanged,
  hrefOf,
}: {
  readonly detail: CampaignDetail;
  readonly onChanged: () => void;
  readonly hrefOf: (page: number) => string;
}) {
  const { officeCampaigns, notifier, routes, mediaUrl } = useAppServices();
  const cancellation = useAction();
  const { sent, failed } = campaign.progress;

  const cancel = async () => {
    if (!window.confirm(`「${campaign.subject}」 예약 발송을 취소할까요?`)) return;
    await cancellation.run(async () => {
      await officeCampaigns.cancelCampaign(campaign.campaignId);
      notifier.success('예약한 발송을 취소했습니다.');
      onChanged();
    }, '예약을 취소하지 못했습니다.');
  };

  return (
    <>
      <section aria-labelledby="campaign-content" className="campaign-content">
        <h2 id="campaign-content">{subjectAsSent(campaign.kind, campaign.subject)}</h2>
        <dl className="campaign-facts">
          <dt>종류</dt>
          <dd>
            {campaignKindText(campaign)} ({MESSAGE_CHANNEL_LABELS[campaign.channel]})
          </dd>
          <dt>대상</dt>
          <dd>{campaign.audience}</dd>
          <dt>상태</dt>
          <dd>{campaignStateText(campaign)}</dd>
          <dt>만든 때</dt>
          <dd>
            {campaignTime(campaign.createdAt)} ({campaign.createdBy})
          </dd>
        </dl>
        {campaign.noticeId ? (
          <p>
            <Link href={itemHref(routes.byId('notice').path, campaign.noticeId)}>
              연결한 공지 보기
            </Link>
          </p>
        ) : null}
        {/* As the server's sanitiser left it (the notices' allow-list). */}
        <div
          className="notice__body campaign-body"
          dangerouslySetInnerHTML={{ __html: withMediaAddresses(campaign.bodyHtml, mediaUrl) }}
        />
        {campaign.state === 'scheduled' ? (
          <p>
            <button
              type="button"
              className="button button--danger"
              disabled={cancellation.busy}
              onClick={() => void cancel()}
            >
              예약 취소
            </button>
          </p>
        ) : null}
        <FormRefusal message={cancellation.problem} />
      </section>
      <section aria-labelledby="campaign-progress">
        <h2 id="campaign-progress">보내기 진행</h2>
        {campaign.recipients ? (
          <progress
            max={campaign.recipients}
            value={sent + failed}
            aria-label="보내기 진행"
            aria-describedby="campaign-progress-text"
          />
        ) : null}
        <p id="campaign-progress-text" aria-live="polite">
          {progressText(campaign)}
        </p>
        {messages.total > 0 ? (
          <>
            <CampaignRecipientsTable
              caption={`받는 회원 ${formatNumber(messages.total)}명`}
              channel={campaign.channel}
              messages={messages.items}
            />
            <Pagination of={messages} label="받는 회원 페이지" hrefOf={hrefOf} />
          </>
        ) : null}
      </section>
    </>
  );
}
