import { OfficeFrame } from '../admin';
import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import type { PageProps } from '../shared/routing/page-registry';
import { OrganizationEditor } from './OrganizationEditor';
import './OrganizationEditor.css';

/** 조직도 관리: the chart's positions and who holds them, saved whole. */
export default function OfficeOrganizationPage({ route }: PageProps) {
  const { organization } = useAppServices();
  const { result: loaded, retry } = useRetryableLoad((signal) =>
    organization.organizationChart(signal),
  );
  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <LoadGate result={loaded} what="조직도" onRetry={retry}>
        {(positions) => <OrganizationEditor initial={positions} />}
      </LoadGate>
    </OfficeFrame>
  );
}
