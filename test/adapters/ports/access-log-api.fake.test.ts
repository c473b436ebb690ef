import { describeAccessLogApiSuite } from './access-log-api.suite';
import { fakePortWorld } from './fake-port-world';

describeAccessLogApiSuite('the fake backend', fakePortWorld);
