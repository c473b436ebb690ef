import { fakePortWorld } from './fake-port-world';
import { describeOfficeMessageApiSuite } from './office-message-api.suite';

describeOfficeMessageApiSuite('the fake backend', fakePortWorld);
