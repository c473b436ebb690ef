import { describeAlumniDirectoryApiSuite } from './alumni-directory-api.suite';
import { fakePortWorld } from './fake-port-world';

describeAlumniDirectoryApiSuite('the fake backend', fakePortWorld);
