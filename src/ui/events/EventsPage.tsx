import { useSearch } from 'wouter';
import type { PageProps } from '../shared/routing/page-registry';
import { EventList } from './EventList';
import { EventView } from './EventView';
import { LinkedRegistrationPage } from './LinkedRegistration';
import './Events.css';

/**
 * 행사 일정: upcoming and past events by month or, with `?id=`, one event's page with its
 * registration, so that every event has an address to share. A registration's page from its
 * mail's link (`eventRegistration`) is served by the same file: one page chunk fewer for the
 * start-up code to list.
 */
export default function EventsPage({ route }: PageProps) {
  const search = useSearch();
  if (route.id === 'eventRegistration') return <LinkedRegistrationPage title={route.title} />;
  const eventId = new URLSearchParams(search).get('id');
  if (eventId) return <EventView key={eventId} eventId={eventId} listPath={route.path} />;
  return <EventList title={route.title} listPath={route.path} />;
}
