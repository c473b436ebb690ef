import fc from 'fast-check';

// Every property test of the run draws from one seed (scripts/testing/test-settings.ts prints
// it): a failure found once is found again with FC_SEED=<seed>, and CI draws the same cases on
// every run. fast-check's own report of a failure names the seed and path as well.
const seed = Number(process.env.FC_SEED);
if (Number.isSafeInteger(seed)) fc.configureGlobal({ seed });
