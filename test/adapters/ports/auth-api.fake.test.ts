import { describeAuthApiSuite } from './auth-api.suite';
import { fakePortWorld } from './fake-port-world';

describeAuthApiSuite('the fake backend', fakePortWorld);
