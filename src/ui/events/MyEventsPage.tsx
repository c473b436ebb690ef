import { Link } from 'wouter';
import { useAppServices } from '../shared/app/app-services';
import { MyPageTabs } from '../shared/layout/MyPageTabs';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import type { PageProps } from '../shared/routing/page-registry';
import { RegistrationCard } from './RegistrationCard';
import './Events.css';

/**
 * 행사 신청 (/me/events), 내 정보's fifth tab: the member's registrations, each with its state,
 * place in line, payment, the check-in QR of a confirmed one; cancel, or pay a fee still owed.
 */
export default function MyEventsPage({ route }: PageProps) {
  const { events, routes } = useAppServices();
  const { result, retry } = useRetryableLoad((signal) => events.myEventRegistrations(signal));
  return (
    <div className="my-events">
      <h1>{route.title}</h1>
      <MyPageTabs current="myEvents" />
      <LoadGate result={result} what="행사 신청" onRetry={retry}>
        {(registrations) =>
          registrations.length === 0 ? (
            <p>
              아직 신청한 행사가 없습니다.{' '}
              <Link href={routes.byId('events').path}>행사 일정 보기</Link>
            </p>
          ) : (
            <div className="my-events__list">
              {registrations.map((registration) => (
                <RegistrationCard
                  key={registration.registrationId}
                  registration={registration}
                  headingLevel={2}
                />
              ))}
            </div>
          )
        }
      </LoadGate>
    </div>
  );
}
