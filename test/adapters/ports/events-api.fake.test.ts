import { describeEventsApiSuite } from './events-api.suite';
import { fakePortWorld } from './fake-port-world';

describeEventsApiSuite('the fake backend', fakePortWorld);
