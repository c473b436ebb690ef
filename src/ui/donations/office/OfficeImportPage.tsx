import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import type { PageProps } from '../../shared/routing/page-registry';
import { StatementImportForm } from './StatementImportForm';
import './OfficeDonations.css';

/**
 * 은행 거래내역 가져오기: the statement (XLSX or CSV) read and checked first, nothing written;
 * then the deposits kept are entered as gifts to one fund, all together or not at all.
 */
export default function OfficeImportPage({ route }: PageProps) {
  const { donationFunds } = useAppServices();
  const { result, retry } = useRetryableLoad((signal) => donationFunds.listDonationFunds(signal));
  return (
    <OfficeFrame route={route}>
      <div className="office-donations">
        <h1>{route.title}</h1>
        <p className="muted">
          인터넷뱅킹에서 장학기금 계좌의 거래내역을 엑셀(XLSX)이나 CSV로 내려받아 올립니다. 먼저
          미리 보기로 확인하고, 고른 입금만 한꺼번에 기부로 입력합니다. 한 번 가져온 거래는 다시
          들어가지 않습니다.
        </p>
        <LoadGate result={result} what="기금 목록" onRetry={retry}>
          {(funds) => <StatementImportForm funds={funds.filter((fund) => fund.active)} />}
        </LoadGate>
      </div>
    </OfficeFrame>
  );
}
