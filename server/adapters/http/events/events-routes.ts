import { contentDisposition } from '../../../../src/contract/shared/content-disposition';
import type { EventsServices } from '../../../application/events';
import { adminActorOf } from '../admin';
import { requirePrincipal, type Routes } from '../shared/endpoint-route';

/** Per address and minute: registrations and signed links are not things to hammer at. */
const REGISTRATIONS_PER_MINUTE = 30;

/**
 * Events (issue 33): the calendar and an event's page, registering and a registration's own
 * page (by the session or its mail's signed link), and the office's events, attendees and door.
 * Every API answer is `no-store` (response-caching.ts); the `.ics` too, as it changes.
 */
export function registerEventsRoutes(routes: Routes, services: EventsServices): void {
  routes.json('publicEvents', async () => ({ data: await services.events.publicEvents() }));
  routes.json('publicEvent', async ({ principal, params }) => ({
    data: await services.events.publicEvent(principal, params.eventId),
  }));
  routes.binary('eventCalendarFile', async ({ params, reply }) => {
    const file = await services.events.eventCalendarFile(params.eventId);
    return reply
      .type(file.contentType)
      .header('content-length', String(file.bytes.length))
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.bytes);
  });
  const limited = { perMinute: REGISTRATIONS_PER_MINUTE };
  routes.json(
    'registerForEvent',
    async ({ principal, params, body }) => ({
      data: await services.events.registerForEvent(principal, params.eventId, body),
    }),
    limited,
  );
  routes.json('myEventRegistrations', async ({ principal }) => ({
    data: await services.events.myEventRegistrations(requirePrincipal(principal)),
  }));
  routes.json(
    'eventRegistration',
    async ({ principal, params, query }) => ({
      data: await services.events.eventRegistration(
        { principal, token: query.t },
        params.registrationId,
      ),
    }),
    limited,
  );
  routes.json(
    'cancelEventRegistration',
    async ({ principal, params, query }) => ({
      data: await services.events.cancelEventRegistration(
        { principal, token: query.t },
        params.registrationId,
      ),
    }),
    limited,
  );
  routes.json(
    'payEventFee',
    async ({ principal, params, query, body }) => ({
      data: await services.events.payEventFee(
        { principal, token: query.t },
        params.registrationId,
        body.method,
      ),
    }),
    limited,
  );
  registerOfficeRoutes(routes, services);
}

function registerOfficeRoutes(routes: Routes, services: EventsServices): void {
  routes.json('officeEvents', async () => ({ data: await services.events.officeEvents() }));
  routes.json('officeEvent', async ({ params }) => ({
    data: await services.events.officeEvent(params.eventId),
  }));
  routes.json('createEvent', async ({ principal, request, body }) => ({
    data: await services.events.createEvent(adminActorOf(principal, request), body),
  }));
  routes.json('updateEvent', async ({ principal, request, params, body }) => {
    await services.events.updateEvent(adminActorOf(principal, request), params.eventId, body);
    return { data: null };
  });
  routes.json('publishEvent', async ({ principal, request, params }) => {
    await services.events.publishEvent(adminActorOf(principal, request), params.eventId);
    return { data: null };
  });
  routes.json('closeEvent', async ({ principal, request, params }) => {
    await services.events.closeEvent(adminActorOf(principal, request), params.eventId);
    return { data: null };
  });
  routes.json('cancelEvent', async ({ principal, request, params, body }) => {
    await services.events.cancelEvent(
      adminActorOf(principal, request),
      params.eventId,
      body.reason,
    );
    return { data: null };
  });
  routes.json('eventAttendees', async ({ principal, request, params, query }) => ({
    data: await services.events.eventAttendees(
      adminActorOf(principal, request),
      params.eventId,
      query,
    ),
  }));
  routes.binary('exportEventAttendees', async ({ principal, request, params, query, reply }) => {
    const file = await services.events.exportEventAttendees(
      adminActorOf(principal, request),
      params.eventId,
      query,
    );
    return reply
      .type(file.contentType)
      .header('content-length', String(file.bytes.length))
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.bytes);
  });
  routes.json('checkInAttendee', async ({ principal, request, params, body }) => ({
    data: await services.events.checkInAttendee(
      adminActorOf(principal, request),
      params.eventId,
      body,
    ),
  }));
  routes.json('checkInCount', async ({ params }) => ({
    data: await services.events.checkInCount(params.eventId),
  }));
  routes.json('officeCancelRegistration', async ({ principal, request, params, body }) => ({
    data: await services.events.officeCancelRegistration(
      adminActorOf(principal, request),
      params.registrationId,
      body.refund,
    ),
  }));
  routes.json('recordDoorPayment', async ({ principal, request, params }) => ({
    data: await services.events.recordDoorPayment(
      adminActorOf(principal, request),
      params.registrationId,
    ),
  }));
}
