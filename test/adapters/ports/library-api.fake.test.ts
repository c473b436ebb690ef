import { describeLibraryApiSuite } from './library-api.suite';
import { fakePortWorld } from './fake-port-world';

describeLibraryApiSuite('the fake backend', fakePortWorld);
