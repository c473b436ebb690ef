import { describeCompanyApiSuite } from './company-api.suite';
import { fakePortWorld } from './fake-port-world';

describeCompanyApiSuite('the fake backend', fakePortWorld);
