import { describeHistoryApiSuite } from './history-api.suite';
import { fakePortWorld } from './fake-port-world';

describeHistoryApiSuite('the fake backend', fakePortWorld);
