import { describeFileApiSuite } from './file-api.suite';
import { fakePortWorld } from './fake-port-world';

describeFileApiSuite('the fake backend', fakePortWorld);
