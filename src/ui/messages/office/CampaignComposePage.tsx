import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import type { PageProps } from '../../shared/routing/page-registry';
import { CampaignComposeForm } from './CampaignComposeForm';
import './campaigns.css';

/** The notices a send may link: the latest published ones. */
const NOTICES_OFFERED = 20;

/** 새 소식 보내기 (issue 32, item 2): the form, once the funds and notices it offers are in. */
export default function CampaignComposePage({ route }: PageProps) {
  const { donationFunds, notices } = useAppServices();
  const { result, retry } = useRetryableLoad(async (signal) => {
    const [funds, published] = await Promise.all([
      donationFunds.listDonationFunds(signal),
      notices.listNotices({ page: 1, size: NOTICES_OFFERED }, signal),
    ]);
    return { funds, notices: published.items };
  });
  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <LoadGate result={result} what="기금과 공지 목록" onRetry={retry}>
        {(offered) => <CampaignComposeForm funds={offered.funds} notices={offered.notices} />}
      </LoadGate>
    </OfficeFrame>
  );
}
