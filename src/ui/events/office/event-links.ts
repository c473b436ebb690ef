import type { RouteTable } from '../../../domain/shared/routing/route-table';

/**
 * The addresses of the office's event pages: the editor and the attendees take the event as
 * `?id=`, the door's screen has it in its path (`/admin/events/:id/check-in`).
 */
export function eventPageHref(
  routes: Pick<RouteTable, 'byId'>,
  page: 'officeEventEditor' | 'officeEventAttendees',
  eventId: string,
): string {
  return `${routes.byId(page).path}?id=${encodeURIComponent(eventId)}`;
}

export function checkInHref(routes: Pick<RouteTable, 'byId'>, eventId: string): string {
  return routes.byId('officeEventCheckIn').path.replace(':id', encodeURIComponent(eventId));
}
