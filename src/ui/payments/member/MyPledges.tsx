import { Link } from 'wouter';
import { useAppServices } from '../../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import { PledgeItem } from './PledgeItem';

/** 매월 기부 in 기부 내역 (/me/donations#pledges): the member's monthly pledges and their months. */
export function MyPledges() {
  const { pledges, routes } = useAppServices();
  const { result, retry } = useRetryableLoad((signal) => pledges.myPledges(signal));
  return (
    <section id="pledges" className="my-pledges" aria-labelledby="my-pledges-title">
      <h2 id="my-pledges-title">매월 기부</h2>
      <LoadGate result={result} what="매월 기부" onRetry={retry} keepWhileLoading>
        {(found) =>
          found.length === 0 ? (
            <p>
              매월 기부가 없습니다. <Link href={`${routes.byId('donate').path}`}>기부하기</Link>에서
              매월 기부를 시작할 수 있습니다.
            </p>
          ) : (
            found.map((pledge) => (
              <PledgeItem key={pledge.pledgeId} pledge={pledge} onChanged={retry} />
            ))
          )
        }
      </LoadGate>
    </section>
  );
}
