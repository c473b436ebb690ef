import { ContainerModule } from 'inversify';
import { FakeEventsApi } from '../../../adapters/fake/fake-events-api';
import { FakeOfficeEventsApi } from '../../../adapters/fake/fake-office-events-api';
import { EVENTS_API } from '../../../application/events/events-api';
import { OFFICE_EVENTS_API } from '../../../application/events/office-events-api';

export const fake = new ContainerModule(({ bind }) => {
  bind(EVENTS_API).to(FakeEventsApi).inSingletonScope();
  bind(OFFICE_EVENTS_API).to(FakeOfficeEventsApi).inSingletonScope();
});
