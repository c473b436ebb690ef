import { fakePortWorld } from './fake-port-world';
import { describeMessageChoicesApiSuite } from './message-choices-api.suite';

describeMessageChoicesApiSuite('the fake backend', fakePortWorld);
