import { describeNoticeApiSuite } from './notice-api.suite';
import { fakePortWorld } from './fake-port-world';

describeNoticeApiSuite('the fake backend', fakePortWorld);
