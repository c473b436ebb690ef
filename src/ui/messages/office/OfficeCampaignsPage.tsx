import { Link, useSearch } from 'wouter';
import type { CampaignSummary } from '../../../domain/messages';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { pageNumberOf } from '../../../domain/shared/paging/page';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import { Pagination } from '../../shared/paging/Pagination';
import type { PageProps } from '../../shared/routing/page-registry';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';
import { campaignHref, campaignKindText, campaignStateText, campaignTime } from './campaign-texts';

function addressOf(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * 소식 보내기 (issue 32, item 2): the office's sends to chosen members, newest first, each with
 * its kind, audience, state and how far it went; a new one written from here.
 */
export default function OfficeCampaignsPage({ route }: PageProps) {
  const { officeCampaigns, routes } = useAppServices();
  const search = useSearch();
  const page = pageNumberOf(new URLSearchParams(search).get('page'));
  const { result, retry } = useRetryableLoad(
    (signal) => officeCampaigns.officeCampaigns({ page }, signal),
    search,
  );
  const detail = routes.byId('officeCampaign').path;

  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <p>
        조건에 맞는 회원에게 안내나 홍보 메일을 보냅니다. 홍보는 광고성 정보 수신에 동의한
        회원에게만 갑니다.
      </p>
      <p>
        <Link href={routes.byId('officeCampaignCompose').path} className="button button--primary">
          새 소식 보내기
        </Link>
      </p>
      <LoadGate result={result} what="보낸 소식" onRetry={retry} keepWhileLoading>
        {(found) =>
          found.total === 0 ? (
            <p>아직 보낸 소식이 없습니다.</p>
          ) : (
            <>
              <CampaignTable
                caption={`보낸 소식 ${formatNumber(found.total)}건`}
                campaigns={found.items}
                detailPath={detail}
              />
              <Pagination
                of={found}
                label="보낸 소식 페이지"
                hrefOf={(target) => addressOf(route.path, target)}
              />
            </>
          )
        }
      </LoadGate>
    </OfficeFrame>
  );
}

function CampaignTable({
  caption,
  campaigns,
  detailPath,
}: {
  readonly caption: string;
  readonly campaigns: readonly CampaignSummary[];
  readonly detailPath: string;
}) {
  return (
    <SidewaysScroll label={`${caption} 표`}>
      <table className="office-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">제목</th>
            <th scope="col">종류</th>
            <th scope="col">대상</th>
            <th scope="col">상태</th>
            <th scope="col">받는 회원</th>
            <th scope="col">보냄</th>
            <th scope="col">실패</th>
            <th scope="col">만든 때</th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => (
            <tr key={campaign.campaignId}>
              <th scope="row">
                <Link href={campaignHref(detailPath, campaign.campaignId)}>{campaign.subject}</Link>
              </th>
              <td>{campaignKindText(campaign)}</td>
              <td>{campaign.audience}</td>
              <td>{campaignStateText(campaign)}</td>
              <td>
                {campaign.recipients === null ? '-' : `${formatNumber(campaign.recipients)}명`}
              </td>
              <td>{formatNumber(campaign.progress.sent)}</td>
              <td>{formatNumber(campaign.progress.failed)}</td>
              <td>{campaignTime(campaign.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}
