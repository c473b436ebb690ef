import { describeMyInfoApiSuite } from './my-info-api.suite';
import { fakePortWorld } from './fake-port-world';

describeMyInfoApiSuite('the fake backend', fakePortWorld);
