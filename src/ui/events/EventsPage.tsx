import { useSearch } from 'wouter';
import type { PageProps } from '../shared/routing/page-registry';
import { EventList } from './EventList';
import { EventView } from './EventView';
import './Events.css';

/**
 * 행사 일정: upcoming and past events by month or, with `?id=`, one event's page with its
 * registration, so that every event has an address to share.
 */
export default function EventsPage({ route }: PageProps) {
  const eventId = new URLSearchParams(useSearch()).get('id');
  if (eventId) return <EventView key={eventId} eventId={eventId} listPath={route.path} />;
  return <EventList title={route.title} listPath={route.path} />;
}
