import { describeOrganizationApiSuite } from './organization-api.suite';
import { fakePortWorld } from './fake-port-world';

describeOrganizationApiSuite('the fake backend', fakePortWorld);
