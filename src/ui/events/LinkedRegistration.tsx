import { useSearch } from 'wouter';
import { registrationIdOfToken } from '../../domain/events';
import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import { RegistrationCard } from './RegistrationCard';

/**
 * One registration from its mail's link (`?t=<registrationId>.<mac>`), without signing in: its
 * state, payment and QR code, cancelling and paying, as on /me.
 */
export function LinkedRegistrationPage({ title }: { readonly title: string }) {
  const token = new URLSearchParams(useSearch()).get('t') ?? '';
  const registrationId = registrationIdOfToken(token);
  return (
    <div className="my-events">
      <h1>{title}</h1>
      {registrationId ? (
        <LinkedRegistration registrationId={registrationId} token={token} />
      ) : (
        <p role="alert">신청 확인 주소가 올바르지 않습니다. 메일의 링크를 다시 눌러 주세요.</p>
      )}
    </div>
  );
}

function LinkedRegistration({
  registrationId,
  token,
}: {
  readonly registrationId: string;
  readonly token: string;
}) {
  const { events } = useAppServices();
  const { result, retry } = useRetryableLoad(
    (signal) => events.eventRegistration(registrationId, token, signal),
    token,
  );
  return (
    <LoadGate
      result={result}
      what="신청"
      onRetry={retry}
      reason="링크가 올바르지 않거나 오래되었을 수 있습니다."
    >
      {(registration) => <RegistrationCard registration={registration} byLink headingLevel={2} />}
    </LoadGate>
  );
}
