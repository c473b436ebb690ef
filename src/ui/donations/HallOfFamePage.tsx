import { Link } from 'wouter';
import { HALL_OF_FAME_TIERS, type HallOfFameEntry } from '../../domain/donations/hall-of-fame';
import { formatNumber } from '../../domain/shared/format/number-format';
import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import type { PageProps } from '../shared/routing/page-registry';
import './DonationPages.css';

/**
 * 명예의 전당 (/contribution/hole): the donors who agreed to be named, in the tiers of their
 * cumulative gifts, highest first and by name within a tier; never an amount.
 */
export default function HallOfFamePage({ route }: PageProps) {
  const { publicDonations, routes } = useAppServices();
  const { result, retry } = useRetryableLoad((signal) => publicDonations.hallOfFame(signal));
  return (
    <article className="donation-page" aria-labelledby="hall-title">
      <h1 id="hall-title">{route.title}</h1>
      <p>
        장학기금에 뜻을 모아 주신 분들을 누적 기부 금액의 등급으로 모십니다. 이름 공개에 동의하신
        분만 싣고, 금액은 싣지 않습니다.
      </p>
      <p className="muted">
        기부하신 동문은 <Link href={routes.byId('myDonations').path}>내 정보 › 기부 내역</Link>
        에서 이름 공개를 고를 수 있습니다.
      </p>
      <LoadGate result={result} what="명예의 전당" onRetry={retry}>
        {(entries) =>
          entries.length === 0 ? (
            <p>아직 이름 공개에 동의한 기부자가 없습니다.</p>
          ) : (
            HALL_OF_FAME_TIERS.map((tier, index) => {
              const inTier = entries.filter((entry) => entry.tier === tier.label);
              if (inTier.length === 0) return null;
              const id = `hall-tier-${index}`;
              return (
                <section key={tier.label} className="hall-of-fame__tier" aria-labelledby={id}>
                  <h2 id={id}>
                    {tier.label} <span className="muted">{formatNumber(inTier.length)}명</span>
                  </h2>
                  <ul className="hall-of-fame__names">
                    {inTier.map((entry, position) => (
                      <li key={`${entry.name}-${position}`}>
                        <span className="hall-of-fame__name">{entry.name}</span>
                        <span className="muted"> {describe(entry)}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })
          )
        }
      </LoadGate>
    </article>
  );
}

function describe(entry: HallOfFameEntry): string {
  if (entry.company) return '(법인·단체)';
  return entry.graduationYear === null ? '' : `(${entry.graduationYear}년 졸업)`;
}
