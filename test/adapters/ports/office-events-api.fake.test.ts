import { describeOfficeEventsApiSuite } from './office-events-api.suite';
import { fakePortWorld } from './fake-port-world';

describeOfficeEventsApiSuite('the fake backend', fakePortWorld);
