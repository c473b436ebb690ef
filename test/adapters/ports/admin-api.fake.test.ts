import { describeAdminApiSuite } from './admin-api.suite';
import { fakePortWorld } from './fake-port-world';

describeAdminApiSuite('the fake backend', fakePortWorld);
