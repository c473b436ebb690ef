import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import type { PageProps } from '../shared/routing/page-registry';
import { OrganizationChart } from './OrganizationChart';

/** 조직도: the association's offices and the people holding them, drawn as a tree. */
export default function OrganizationPage({ route }: PageProps) {
  const { organization } = useAppServices();
  const { result: found, retry } = useRetryableLoad((signal) =>
    organization.organizationChart(signal),
  );
  return (
    <article aria-labelledby="organization-title" aria-busy={found.state === 'loading'}>
      <h1 id="organization-title">{route.title}</h1>
      <LoadGate result={found} what="조직도" onRetry={retry}>
        {(positions) =>
          positions.length === 0 ? (
            <p>아직 등록된 조직도가 없습니다.</p>
          ) : (
            <OrganizationChart positions={positions} label="총동문회 조직도" />
          )
        }
      </LoadGate>
    </article>
  );
}
